import type { District } from '@nivasa/contracts/districts';
import type { ListingType } from '@nivasa/contracts/listing-types';
import type { SearchFilters } from '@nivasa/contracts/paths';
import type { RentType } from '@nivasa/contracts/rent-types';
import { parseSearchFilters, SORT_OPTIONS, sortValueOf, type SortValue } from '@nivasa/contracts/search-url';
import { FACILITY_FILTERS } from './search-filters';

export type FacilityFilter = (typeof FACILITY_FILTERS)[number]['name'];

/** The filter form's fields: antd's empty values are undefined (a select) or null (a number). */
export interface FilterFormValues {
  searchTerm?: string;
  type?: ListingType;
  district?: District;
  city?: string;
  rentType?: RentType;
  minPrice?: number | null;
  maxPrice?: number | null;
  /** YYYY-MM-DD, as a date field gives it ('' when cleared). */
  availableBy?: string;
  sort: SortValue;
  facilities: FacilityFilter[];
}

export function formValuesOf(filters: SearchFilters): FilterFormValues {
  return {
    searchTerm: filters.searchTerm,
    type: filters.type,
    district: filters.district as District | undefined,
    city: filters.city,
    rentType: filters.rentType,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    availableBy: filters.availableBy,
    sort: sortValueOf(filters),
    facilities: FACILITY_FILTERS.map(({ name }) => name).filter((name) => filters[name]),
  };
}

/** The filters the form asks for, through the same allow-list and order as an address. */
export function filtersOf(values: FilterFormValues): SearchFilters {
  const sort = SORT_OPTIONS.find((option) => option.value === values.sort);
  const params = new URLSearchParams();
  const add = (name: string, value: string | number | null | undefined) => {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  };
  add('searchTerm', values.searchTerm);
  add('type', values.type);
  add('district', values.district);
  add('city', values.city);
  add('rentType', values.rentType);
  add('minPrice', values.minPrice);
  add('maxPrice', values.maxPrice);
  add('availableBy', values.availableBy);
  add('sort', sort?.sort);
  add('order', sort?.order);
  for (const facility of values.facilities) add(facility, 'true');
  return parseSearchFilters(params);
}
