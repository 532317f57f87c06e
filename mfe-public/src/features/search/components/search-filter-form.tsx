import { Button, ConfigProvider, Form, Input } from '@nivasa/ui/antd';
import { Checkbox, InputNumber, Select } from '@nivasa/ui/antd-fields';
import styled from 'styled-components';
import { DISTRICTS, townsOf } from '@nivasa/contracts/districts';
import { SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { hasRentBasis, LISTING_TYPES, LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import { SEARCH_MESSAGES } from '@nivasa/contracts/messages';
import type { SearchFilters } from '@nivasa/contracts/paths';
import { RENT_TYPES } from '@nivasa/contracts/rent-types';
import { antdTheme, colors, media } from '@nivasa/ui/theme';
import { type FilterFormValues, filtersOf, formValuesOf } from '../utils/filter-form-values';
import { SORT_OPTIONS } from '@nivasa/contracts/search-url';
import { FACILITY_FILTERS } from '../utils/search-filters';

const TYPE_OPTIONS = LISTING_TYPES.map((type) => ({ value: type, label: LISTING_TYPE_TEXT[type].label }));
const DISTRICT_OPTIONS = DISTRICTS.map((district) => ({ value: district, label: district }));
const RENT_TYPE_OPTIONS = RENT_TYPES.map((rentType) => ({ value: rentType, label: rentType[0].toUpperCase() + rentType.slice(1) }));
const SORT_SELECT_OPTIONS = SORT_OPTIONS.map(({ value, label }) => ({ value, label }));
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
  return value === undefined || value === '' || !Number.isFinite(amount) ? String(value ?? '') : amount.toLocaleString('en-US');
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
        aria-label="Search filters"
      >
        <Fields $columns={columns}>
          <Wide $span={span(2)}>
            <Form.Item name="searchTerm" label="Search">
              <Input placeholder="Name, place or words" maxLength={SEARCH_LIMITS.maxSearchTermLength} allowClear />
            </Form.Item>
          </Wide>
          <Form.Item name="type" label="Type of place">
            <Select options={TYPE_OPTIONS} placeholder="Any type" allowClear />
          </Form.Item>
          <Form.Item name="sort" label="Sort by">
            <Select options={SORT_SELECT_OPTIONS} />
          </Form.Item>
          <Form.Item name="district" label="District">
            <Select options={DISTRICT_OPTIONS} placeholder="Any district" allowClear showSearch />
          </Form.Item>
          <Form.Item name="city" label="Town">
            <Select
              options={district ? townsOf(district).map((town) => ({ value: town, label: town })) : []}
              placeholder={district ? 'Any town' : 'Choose a district first'}
              disabled={!district}
              allowClear
              showSearch
            />
          </Form.Item>
          <Form.Item name="rentType" label="Rent basis" extra={rentBasis ? undefined : 'Houses for sale have a price, not a rent.'}>
            <Select options={RENT_TYPE_OPTIONS} placeholder="Daily, weekly or monthly" disabled={!rentBasis} allowClear />
          </Form.Item>
          <Prices>
            <Form.Item name="minPrice" label="Min price (Rs.)">
              <InputNumber<number> min={0} precision={0} formatter={rupees} placeholder="Any" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="maxPrice"
              label="Max price (Rs.)"
              dependencies={['minPrice']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, max: number | null | undefined) => {
                    const min = getFieldValue('minPrice') as number | null | undefined;
                    return max == null || min == null || max >= min
                      ? Promise.resolve()
                      : Promise.reject(new Error('Must be at least the min price.'));
                  },
                }),
              ]}
            >
              <InputNumber<number> min={0} precision={0} formatter={rupees} placeholder="Any" style={{ width: '100%' }} />
            </Form.Item>
          </Prices>
          <Form.Item name="availableBy" label={SEARCH_MESSAGES.availableByLabel}>
            <Input type="date" />
          </Form.Item>
          <Wide $span={span(2)}>
            <Form.Item name="facilities" label="Must have">
              <Facilities options={FACILITY_OPTIONS} />
            </Form.Item>
          </Wide>
          <Actions $sticky={layout === 'column'}>
            <Button onClick={onClear}>Clear</Button>
            <Button type="primary" htmlType="submit">
              Apply filters
            </Button>
          </Actions>
        </Fields>
      </Form>
    </ConfigProvider>
  );
}
