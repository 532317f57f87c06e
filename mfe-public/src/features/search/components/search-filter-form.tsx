import { Button, Form, Input } from '@nivasa/ui/antd';
import { Checkbox, InputNumber, Select } from '@nivasa/ui/antd-fields';
import styled from 'styled-components';
import { DISTRICTS, townsOf } from '@nivasa/contracts/districts';
import { formatNumber } from '@nivasa/contracts/format';
import { SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { FACILITIES, hasRentBasis, LISTING_TYPES } from '@nivasa/contracts/listing-types';
import type { SearchFilters } from '@nivasa/contracts/paths';
import { RENT_TYPES } from '@nivasa/contracts/rent-types';
import { SORT_OPTIONS } from '@nivasa/contracts/search-url';
import { hasSearchableWordCount } from '@nivasa/contracts/search-words';
import { useText } from '@nivasa/session/language';
import { SEARCH_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { FACILITY_CATALOGUE, LISTING_TYPE_CATALOGUE, RENT_TYPE_CATALOGUE } from '@nivasa/ui/listing-word-catalogues';
import { colors, media, radius } from '@nivasa/ui/theme';
import { usePlaceNames } from '@nivasa/ui/place-names';
import { PlaceCombobox, type PlaceComboboxProps } from '@nivasa/ui/places/place-combobox';
import type { Place } from '@nivasa/contracts/place-search';
import { type FilterFormValues, filtersOf, formValuesOf } from '../utils/filter-form-values';
import { keptWhere, searchForPlace } from '../utils/search-filters';
import { SEARCH_FILTER_FORM_TEXT, SEARCH_WORDS_TEXT } from '../messages';
import { AntdTexts, CLEARABLE } from '@nivasa/ui/antd-texts';

// A place is chosen by its name in the page's language or in English; the value stays the API's English name.
const PLACE_SEARCH = { optionFilterProp: ['label', 'value'] };

const Fields = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: 0 16px;

  .ant-form-item {
    margin-bottom: 16px;
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Wide = styled.div<{ $span: number }>`
  grid-column: span ${({ $span }) => $span};

  ${media.mobile} {
    grid-column: auto;
  }
`;

// The words field suggests places as antd's fields look; its suggestions float below it.
const TermBox = styled.div`
  position: relative;
`;

const TermInput = styled(PlaceCombobox)`
  box-sizing: border-box;
  width: 100%;
  height: 32px;
  padding: 4px 11px;
  border: 1px solid #d9d9d9;
  border-radius: ${radius.small};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: 14px;
  transition: border-color 0.2s;

  &:hover {
    border-color: ${colors.primary};
  }

  &:focus {
    border-color: ${colors.primary};
    outline: none;
    box-shadow: 0 0 0 2px ${colors.primarySoft};
  }

  &::placeholder {
    color: ${colors.textMuted};
  }
`;

const Prices = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 0 12px;
`;

const Facilities = styled(Checkbox.Group)`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
`;

const Actions = styled.div<{ $sticky: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: flex-end;
  gap: 8px;
  padding-top: 30px;

  ${({ $sticky }) =>
    $sticky &&
    `
    position: sticky;
    bottom: 0;
    padding: 12px 0 16px;
    background: ${colors.surface};
    border-top: 1px solid ${colors.border};

    & > * {
      flex: 1;
    }
  `}
`;

// Thousands separators while typing; anything not yet a number is left as typed.
function rupees(value: number | string | undefined): string {
  const amount = Number(value);
  return value === undefined || value === '' || !Number.isFinite(amount) ? String(value ?? '') : formatNumber(amount);
}

/** The words field as a form's field: antd gives it its value, id and described-by. */
function TermField({
  value,
  onChange,
  ...props
}: { value?: string | null; onChange?: (text: string) => void } & Omit<PlaceComboboxProps, 'value' | 'onValueChange'>) {
  return (
    <TermBox>
      <TermInput {...props} value={value ?? ''} onValueChange={(text) => onChange?.(text)} />
    </TermBox>
  );
}

export interface SearchFilterFormProps {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
  onClear: () => void;
  /** One column in a drawer; four across a desktop's panel. */
  layout: 'column' | 'wide';
  /** Distinct per form on the page, so the fields' ids are too. */
  name: string;
}

/**
 * Every filter the search takes. Nothing is searched until Apply, so a visitor can set several
 * filters and make one step in the history; the form starts from the address's filters.
 */
export function SearchFilterForm({ filters, onApply, onClear, layout, name }: SearchFilterFormProps) {
  const [form] = Form.useForm<FilterFormValues>();
  const district = Form.useWatch('district', form);
  const type = Form.useWatch('type', form);
  const searchTerm = Form.useWatch('searchTerm', form);
  const text = useText(SEARCH_FILTER_FORM_TEXT);
  const wordsText = useText(SEARCH_WORDS_TEXT);
  const searchText = useText(SEARCH_CATALOGUE);
  // rc-select names its clear button 'Clear' in English unless told otherwise.
  const clearSelect = { clearIcon: CLEARABLE.clearIcon, label: text.clear };
  const typeText = useText(LISTING_TYPE_CATALOGUE);
  const rentTypeText = useText(RENT_TYPE_CATALOGUE);
  const facilityText = useText(FACILITY_CATALOGUE);
  const places = usePlaceNames();
  const rentBasis = !type || hasRentBasis(type);
  const columns = layout === 'wide' ? 4 : 1;
  // Nearest first is offered around a centre only: the API refuses it without one.
  const sorts = SORT_OPTIONS.filter(({ sort }) => sort !== 'distance' || filters.near || filters.lat !== undefined);
  // A suggested place is searched at once, with the other filters as they stand in the form.
  const searchPlace = (place: Place) => onApply(searchForPlace(keptWhere(filtersOf(form.getFieldsValue(true)), filters), place));
  const span = (wide: number) => (layout === 'wide' ? wide : 1);

  // A town belongs to its district, and a house for sale has no rent basis: a change drops what no longer fits.
  const onValuesChange = (changed: Partial<FilterFormValues>) => {
    if ('district' in changed) form.setFieldValue('city', undefined);
    if (changed.type && !hasRentBasis(changed.type)) form.setFieldValue('rentType', undefined);
  };

  return (
    <AntdTexts>
      <Form<FilterFormValues>
        form={form}
        name={name}
        layout="vertical"
        initialValues={formValuesOf(filters)}
        onValuesChange={onValuesChange}
        onFinish={(values) => onApply(keptWhere(filtersOf(values), filters))}
        aria-label={text.label}
      >
        <Fields $columns={columns}>
          <Wide $span={span(2)}>
            <Form.Item
              name="searchTerm"
              label={text.searchTerm}
              extra={searchTerm && !hasSearchableWordCount(searchTerm) ? wordsText.firstWordsOnly(SEARCH_LIMITS.maxSearchWords) : undefined}
            >
              <TermField placeholder={text.searchTermPlaceholder} maxLength={SEARCH_LIMITS.maxSearchTermLength} onPick={searchPlace} />
            </Form.Item>
          </Wide>
          <Form.Item name="type" label={text.type}>
            <Select
              options={LISTING_TYPES.map((value) => ({ value, label: typeText[value].label }))}
              placeholder={text.anyType}
              allowClear={clearSelect}
            />
          </Form.Item>
          <Form.Item name="sort" label={text.sort}>
            <Select options={sorts.map(({ value }) => ({ value, label: text.sortOptions[value] }))} />
          </Form.Item>
          <Form.Item name="district" label={text.district}>
            <Select
              options={DISTRICTS.map((value) => ({ value, label: places.district(value) }))}
              placeholder={text.anyDistrict}
              allowClear={clearSelect}
              showSearch={PLACE_SEARCH}
            />
          </Form.Item>
          <Form.Item name="city" label={text.town}>
            <Select
              options={district ? townsOf(district).map((town) => ({ value: town, label: places.town(district, town) })) : []}
              placeholder={district ? text.anyTown : text.districtFirst}
              disabled={!district}
              allowClear={clearSelect}
              showSearch={PLACE_SEARCH}
            />
          </Form.Item>
          <Form.Item name="rentType" label={text.rentType} extra={rentBasis ? undefined : text.noRentBasis}>
            <Select
              options={RENT_TYPES.map((value) => ({ value, label: rentTypeText[value] }))}
              placeholder={text.rentTypePlaceholder}
              disabled={!rentBasis}
              allowClear={clearSelect}
            />
          </Form.Item>
          <Prices>
            <Form.Item name="minPrice" label={text.minPrice}>
              <InputNumber<number>
                controls={false}
                min={0}
                precision={0}
                formatter={rupees}
                placeholder={text.anyPrice}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item
              name="maxPrice"
              label={text.maxPrice}
              dependencies={['minPrice']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, max: number | null | undefined) => {
                    const min = getFieldValue('minPrice') as number | null | undefined;
                    return max == null || min == null || max >= min ? Promise.resolve() : Promise.reject(new Error(text.maxBelowMin));
                  },
                }),
              ]}
            >
              <InputNumber<number>
                controls={false}
                min={0}
                precision={0}
                formatter={rupees}
                placeholder={text.anyPrice}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Prices>
          <Form.Item name="availableBy" label={searchText.availableByLabel}>
            <Input type="date" />
          </Form.Item>
          <Wide $span={span(2)}>
            <Form.Item name="facilities" label={text.facilities}>
              <Facilities options={FACILITIES.map((value) => ({ value, label: facilityText[value] }))} />
            </Form.Item>
          </Wide>
          <Actions $sticky={layout === 'column'}>
            <Button onClick={onClear}>{text.clear}</Button>
            <Button type="primary" htmlType="submit">
              {text.apply}
            </Button>
          </Actions>
        </Fields>
      </Form>
    </AntdTexts>
  );
}
