import { Button, ConfigProvider, Form, Input } from '@nivasa/ui/antd';
import { Checkbox, InputNumber, Select } from '@nivasa/ui/antd-fields';
import styled from 'styled-components';
import { DISTRICTS, townsOf } from '@nivasa/contracts/districts';
import { formatNumber } from '@nivasa/contracts/format';
import { SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { hasRentBasis, LISTING_TYPES, LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import { SEARCH_MESSAGES } from '@nivasa/contracts/listing-messages';
import type { SearchFilters } from '@nivasa/contracts/paths';
import { RENT_TYPE_TEXT, RENT_TYPES } from '@nivasa/contracts/rent-types';
import { antdTheme, colors, media } from '@nivasa/ui/theme';
import { type FilterFormValues, filtersOf, formValuesOf } from '../utils/filter-form-values';
import { SORT_OPTIONS } from '@nivasa/contracts/search-url';
import { FACILITY_FILTERS } from '../utils/search-filters';
import { SEARCH_FILTER_FORM_TEXT } from '../messages';

const TYPE_OPTIONS = LISTING_TYPES.map((type) => ({ value: type, label: LISTING_TYPE_TEXT[type].label }));
const DISTRICT_OPTIONS = DISTRICTS.map((district) => ({ value: district, label: district }));
const RENT_TYPE_OPTIONS = RENT_TYPES.map((rentType) => ({ value: rentType, label: RENT_TYPE_TEXT[rentType] }));
const SORT_SELECT_OPTIONS = SORT_OPTIONS.map(({ value }) => ({ value, label: SEARCH_FILTER_FORM_TEXT.sortOptions[value] }));
const FACILITY_OPTIONS = FACILITY_FILTERS.map(({ name, label }) => ({ value: name, label }));

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
  const rentBasis = !type || hasRentBasis(type);
  const columns = layout === 'wide' ? 4 : 1;
  const span = (wide: number) => (layout === 'wide' ? wide : 1);

  // A town belongs to its district, and a house for sale has no rent basis: a change drops what no longer fits.
  const onValuesChange = (changed: Partial<FilterFormValues>) => {
    if ('district' in changed) form.setFieldValue('city', undefined);
    if (changed.type && !hasRentBasis(changed.type)) form.setFieldValue('rentType', undefined);
  };

  return (
    <ConfigProvider theme={antdTheme}>
      <Form<FilterFormValues>
        form={form}
        name={name}
        layout="vertical"
        initialValues={formValuesOf(filters)}
        onValuesChange={onValuesChange}
        onFinish={(values) => onApply(filtersOf(values))}
        aria-label={SEARCH_FILTER_FORM_TEXT.label}
      >
        <Fields $columns={columns}>
          <Wide $span={span(2)}>
            <Form.Item name="searchTerm" label={SEARCH_FILTER_FORM_TEXT.searchTerm}>
              <Input placeholder={SEARCH_FILTER_FORM_TEXT.searchTermPlaceholder} maxLength={SEARCH_LIMITS.maxSearchTermLength} allowClear />
            </Form.Item>
          </Wide>
          <Form.Item name="type" label={SEARCH_FILTER_FORM_TEXT.type}>
            <Select options={TYPE_OPTIONS} placeholder={SEARCH_FILTER_FORM_TEXT.anyType} allowClear />
          </Form.Item>
          <Form.Item name="sort" label={SEARCH_FILTER_FORM_TEXT.sort}>
            <Select options={SORT_SELECT_OPTIONS} />
          </Form.Item>
          <Form.Item name="district" label={SEARCH_FILTER_FORM_TEXT.district}>
            <Select options={DISTRICT_OPTIONS} placeholder={SEARCH_FILTER_FORM_TEXT.anyDistrict} allowClear showSearch />
          </Form.Item>
          <Form.Item name="city" label={SEARCH_FILTER_FORM_TEXT.town}>
            <Select
              options={district ? townsOf(district).map((town) => ({ value: town, label: town })) : []}
              placeholder={district ? SEARCH_FILTER_FORM_TEXT.anyTown : SEARCH_FILTER_FORM_TEXT.districtFirst}
              disabled={!district}
              allowClear
              showSearch
            />
          </Form.Item>
          <Form.Item
            name="rentType"
            label={SEARCH_FILTER_FORM_TEXT.rentType}
            extra={rentBasis ? undefined : SEARCH_FILTER_FORM_TEXT.noRentBasis}
          >
            <Select
              options={RENT_TYPE_OPTIONS}
              placeholder={SEARCH_FILTER_FORM_TEXT.rentTypePlaceholder}
              disabled={!rentBasis}
              allowClear
            />
          </Form.Item>
          <Prices>
            <Form.Item name="minPrice" label={SEARCH_FILTER_FORM_TEXT.minPrice}>
              <InputNumber<number>
                min={0}
                precision={0}
                formatter={rupees}
                placeholder={SEARCH_FILTER_FORM_TEXT.anyPrice}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item
              name="maxPrice"
              label={SEARCH_FILTER_FORM_TEXT.maxPrice}
              dependencies={['minPrice']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, max: number | null | undefined) => {
                    const min = getFieldValue('minPrice') as number | null | undefined;
                    return max == null || min == null || max >= min
                      ? Promise.resolve()
                      : Promise.reject(new Error(SEARCH_FILTER_FORM_TEXT.maxBelowMin));
                  },
                }),
              ]}
            >
              <InputNumber<number>
                min={0}
                precision={0}
                formatter={rupees}
                placeholder={SEARCH_FILTER_FORM_TEXT.anyPrice}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Prices>
          <Form.Item name="availableBy" label={SEARCH_MESSAGES.availableByLabel}>
            <Input type="date" />
          </Form.Item>
          <Wide $span={span(2)}>
            <Form.Item name="facilities" label={SEARCH_FILTER_FORM_TEXT.facilities}>
              <Facilities options={FACILITY_OPTIONS} />
            </Form.Item>
          </Wide>
          <Actions $sticky={layout === 'column'}>
            <Button onClick={onClear}>{SEARCH_FILTER_FORM_TEXT.clear}</Button>
            <Button type="primary" htmlType="submit">
              {SEARCH_FILTER_FORM_TEXT.apply}
            </Button>
          </Actions>
        </Fields>
      </Form>
    </ConfigProvider>
  );
}
