import { FACILITIES, type Facility } from '@nivasa/contracts/listing-types';
import type { SearchFilters } from '@nivasa/contracts/paths';
import { SORT_OPTIONS, sortValueOf, type SortValue } from '@nivasa/contracts/search-url';
import { searchOfAddress } from './search-filters';

/** The filters that have a field of their own: the order is one select, the facilities one group. */
type FieldFilters = Omit<SearchFilters, 'sort' | 'order' | Facility>;

/**
 * The filter form's fields: each filter as its field holds it, where antd's empty values are
 * undefined (a select), null (a number) or '' (a text or date field); then the order and the facilities.
 */
export type FilterFormValues = { [Name in keyof FieldFilters]?: FieldFilters[Name] | null } & {
  sort: SortValue;
  facilities: Facility[];
};

const isFacility = (name: string) => (FACILITIES as readonly string[]).includes(name);

export function formValuesOf(filters: SearchFilters): FilterFormValues {
  const { sort: _sort, order: _order, ...chosen } = filters;
  return {
    ...Object.fromEntries(Object.entries(chosen).filter(([name]) => !isFacility(name))),
    sort: sortValueOf(filters),
    facilities: FACILITIES.filter((name) => filters[name]),
  };
}

/**
 * The filters the form asks for, written as an address would hold them and read back through
 * the same parser, so each field is checked, dropped when empty or refused, and put in order
 * with no list of fields here (a term with too many words keeps its first ones).
 */
export function filtersOf({ sort, facilities, ...fields }: FilterFormValues): SearchFilters {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const order = SORT_OPTIONS.find((option) => option.value === sort);
  if (order) {
    params.set('sort', order.sort);
    params.set('order', order.order);
  }
  for (const facility of facilities) params.set(facility, 'true');
  return searchOfAddress(params).filters;
}
