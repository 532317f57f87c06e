import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Input } from '@nivasa/ui/antd';
import { Checkbox, InputNumber, Select } from '@nivasa/ui/antd-fields';
import styled from 'styled-components';
import { isoDay } from '@nivasa/contracts/availability';
import { DISTRICTS, isDistrict, townsOf } from '@nivasa/contracts/districts';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_FIELD_LABELS, LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import {
  FACILITIES,
  FACILITY_TEXT,
  hasRentBasis,
  LISTING_TYPES,
  LISTING_TYPE_TEXT,
  priceLimits,
  type ListingType,
} from '@nivasa/contracts/listing-types';
import { formatRupees } from '@nivasa/contracts/price';
import { RENT_TYPE_TEXT, RENT_TYPES } from '@nivasa/contracts/rent-types';
import { colors, media } from '@nivasa/ui/theme';
import { LISTING_FORM_TEXT } from '../messages';
import type { ListingFormValues } from '../utils/listing-form-values';
import { splitListingRefusal } from '../utils/listing-refusal';
import { LISTING_RULES } from '../utils/listing-rules';
import { ImagePicker } from './image-picker';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: 20px;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A field as wide as the form. */
const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Section = styled.h2`
  grid-column: 1 / -1;
  margin: 8px 0 16px;
  padding-bottom: 8px;
  border-bottom: 1px solid ${colors.border};
  font-size: 1.1rem;
`;

/** Three counts side by side on wide screens. */
const Rooms = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  column-gap: 20px;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FacilityList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin-bottom: 28px;
`;

const ALERT_STYLE = { marginBottom: 16 };
const FULL_WIDTH = { width: '100%' };

const TYPE_OPTIONS = LISTING_TYPES.map((type) => ({ value: type, label: LISTING_TYPE_TEXT[type].formLabel }));
const DISTRICT_OPTIONS = DISTRICTS.map((district) => ({ value: district, label: district }));
const RENT_TYPE_OPTIONS = RENT_TYPES.map((rentType) => ({ value: rentType, label: RENT_TYPE_TEXT[rentType] }));

// 1,250,000 as typed and shown; the form keeps the number. A minus sign stays, so the rules can
// refuse -5 rather than the form quietly taking 5.
const withSeparators = (value: number | string | undefined) => `${value ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const withoutSeparators = (text: string | undefined) => (text ?? '').replace(/[^\d.-]/g, '');

/** Whether the form was refused for a field left empty, which the spec's one message covers. */
function missesRequired(values: Partial<ListingFormValues>): boolean {
  const blank = (text?: string) => !text?.trim();
  return (
    blank(values.name) ||
    blank(values.description) ||
    blank(values.address) ||
    !values.district ||
    !values.city ||
    (values.imageUrls?.length ?? 0) === 0
  );
}

interface ListingFormProps {
  initialValues: Partial<ListingFormValues>;
  submitText: string;
  saving: boolean;
  /** The last save's failure, or null: its field errors show under their fields. */
  saveError: unknown;
  onSubmit: (values: ListingFormValues) => void;
  /** Every change the user makes, with all the form's values (for the draft). */
  onEdit: (values: Partial<ListingFormValues>) => void;
}

/** Every field of a listing, checked as the API checks them, in two columns on wide screens. */
export function ListingForm({ initialValues, submitText, saving, saveError, onSubmit, onEdit }: ListingFormProps) {
  const [form] = Form.useForm<ListingFormValues>();
  const [uploading, setUploading] = useState(0);
  const [incomplete, setIncomplete] = useState(false);
  const type: ListingType = Form.useWatch('type', form) ?? initialValues.type ?? 'singleroom';
  const district: string | undefined = Form.useWatch('district', form) ?? initialValues.district;
  // The date picker's last day; the rule checks it again when the form is sent.
  const [latestAvailableFrom] = useState(() => isoDay(undefined, LISTING_LIMITS.availableFromMaxDaysAhead));
  const refusal = useMemo(() => (saveError ? splitListingRefusal(saveError) : null), [saveError]);

  // The server's refusal: each field's message under the field, the rest above the button.
  useEffect(() => {
    if (!refusal || refusal.fields.length === 0) return;
    form.setFields(refusal.fields);
    form.scrollToField(refusal.fields[0].name, { block: 'center' });
  }, [form, refusal]);

  const edited = (changed: Partial<ListingFormValues>) => {
    // Another district has other towns.
    if ('district' in changed) form.setFieldValue('city', undefined);
    setIncomplete(false);
    onEdit(form.getFieldsValue(true));
  };

  const price = priceLimits(type);
  const rentBasis = hasRentBasis(type);
  const towns = district && isDistrict(district) ? townsOf(district) : [];

  return (
    <Form<ListingFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onValuesChange={edited}
      onFinish={(values) => onSubmit({ ...form.getFieldsValue(true), ...values })}
      onFinishFailed={({ values }) => setIncomplete(missesRequired(values))}
      scrollToFirstError={{ block: 'center' }}
      disabled={saving}
    >
      <Fields>
        <Section>{LISTING_FORM_TEXT.placeSection}</Section>
        <Wide>
          <Form.Item label={LISTING_FIELD_LABELS.name} name="name" rules={LISTING_RULES.name}>
            <Input size="large" maxLength={80} placeholder={LISTING_FORM_TEXT.namePlaceholder} />
          </Form.Item>
        </Wide>
        <Form.Item label={LISTING_FIELD_LABELS.type} name="type" rules={LISTING_RULES.type}>
          <Select size="large" options={TYPE_OPTIONS} virtual={false} />
        </Form.Item>
        <Form.Item label={LISTING_FIELD_LABELS.area} name="area" rules={LISTING_RULES.area}>
          <InputNumber size="large" style={FULL_WIDTH} formatter={withSeparators} parser={withoutSeparators} />
        </Form.Item>
        <Wide>
          <Form.Item label={LISTING_FIELD_LABELS.description} name="description" rules={LISTING_RULES.description}>
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
          </Form.Item>
        </Wide>
        <Wide>
          <Form.Item label={LISTING_FORM_TEXT.rulesLabel} name="rules" rules={LISTING_RULES.rules}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} placeholder={LISTING_FORM_TEXT.rulesPlaceholder} />
          </Form.Item>
        </Wide>

        <Section>{LISTING_FORM_TEXT.roomsSection}</Section>
        <Wide>
          <Rooms>
            <Form.Item label={LISTING_FIELD_LABELS.bedrooms} name="bedrooms" rules={LISTING_RULES.bedrooms}>
              <InputNumber size="large" style={FULL_WIDTH} precision={0} />
            </Form.Item>
            <Form.Item label={LISTING_FIELD_LABELS.beds} name="beds" rules={LISTING_RULES.beds} extra={LISTING_FORM_TEXT.bedsHint}>
              <InputNumber size="large" style={FULL_WIDTH} precision={0} />
            </Form.Item>
            <Form.Item label={LISTING_FIELD_LABELS.bathrooms} name="bathrooms" rules={LISTING_RULES.bathrooms}>
              <InputNumber size="large" style={FULL_WIDTH} precision={0} />
            </Form.Item>
          </Rooms>
        </Wide>

        <Section>{LISTING_FORM_TEXT.priceSection}</Section>
        <Form.Item
          label={rentBasis ? LISTING_FORM_TEXT.rentLabel : LISTING_FORM_TEXT.priceLabel}
          name="rent"
          rules={LISTING_RULES.rent}
          dependencies={['type']}
          extra={LISTING_FORM_TEXT.priceRange(formatRupees(price.min, 'en'), formatRupees(price.max, 'en'))}
        >
          <InputNumber
            size="large"
            style={FULL_WIDTH}
            prefix={LISTING_FORM_TEXT.currency}
            precision={0}
            formatter={withSeparators}
            parser={withoutSeparators}
          />
        </Form.Item>
        {rentBasis && (
          <Form.Item label={LISTING_FIELD_LABELS.rentType} name="rentType" rules={LISTING_RULES.rentType}>
            <Select size="large" options={RENT_TYPE_OPTIONS} />
          </Form.Item>
        )}

        <Form.Item
          label={LISTING_MESSAGES.availableFromLabel}
          name="availableFrom"
          rules={LISTING_RULES.availableFrom}
          extra={LISTING_MESSAGES.availableFromHint}
        >
          <Input type="date" size="large" max={latestAvailableFrom} />
        </Form.Item>

        <Section>{LISTING_FORM_TEXT.locationSection}</Section>
        <Wide>
          <Form.Item label={LISTING_FIELD_LABELS.address} name="address" rules={LISTING_RULES.address}>
            <Input size="large" autoComplete="street-address" />
          </Form.Item>
        </Wide>
        <Form.Item label={LISTING_FIELD_LABELS.district} name="district" rules={LISTING_RULES.district}>
          <Select size="large" showSearch placeholder={LISTING_FORM_TEXT.districtPlaceholder} options={DISTRICT_OPTIONS} />
        </Form.Item>
        <Form.Item label={LISTING_FIELD_LABELS.city} name="city" rules={LISTING_RULES.city}>
          <Select
            size="large"
            showSearch
            disabled={saving || towns.length === 0}
            placeholder={towns.length === 0 ? LISTING_FORM_TEXT.cityBeforeDistrict : LISTING_FORM_TEXT.cityPlaceholder}
            options={towns.map((town) => ({ value: town, label: town }))}
          />
        </Form.Item>

        <Section>{LISTING_FORM_TEXT.facilitiesSection}</Section>
        <Wide>
          <FacilityList>
            {FACILITIES.map((name) => (
              <Form.Item key={name} name={name} valuePropName="checked" noStyle>
                <Checkbox>{FACILITY_TEXT[name]}</Checkbox>
              </Form.Item>
            ))}
          </FacilityList>
        </Wide>

        <Section>{LISTING_FORM_TEXT.imagesSection}</Section>
        <Wide>
          <Form.Item label={LISTING_FIELD_LABELS.imageUrls} name="imageUrls" rules={LISTING_RULES.imageUrls}>
            <ImagePicker onRunningChange={setUploading} />
          </Form.Item>
        </Wide>
      </Fields>

      {incomplete && <Alert type="error" showIcon title={LISTING_MESSAGES.requiredFields} style={ALERT_STYLE} />}
      {refusal?.other && <Alert type="error" showIcon title={refusal.other} style={ALERT_STYLE} />}
      <Button type="primary" htmlType="submit" size="large" block loading={saving} disabled={uploading > 0}>
        {uploading > 0 ? LISTING_FORM_TEXT.waitingForImages : submitText}
      </Button>
    </Form>
  );
}
