import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from '@nivasa/ui/antd';
import { Checkbox, InputNumber, Select } from '@nivasa/ui/antd-fields';
import styled from 'styled-components';
import { isoDay } from '@nivasa/contracts/availability';
import { DISTRICTS, isDistrict, townsOf } from '@nivasa/contracts/districts';
import { RUPEE_SIGNS } from '@nivasa/contracts/format';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import { FACILITIES, hasRentBasis, LISTING_TYPES, priceLimits, type ListingType } from '@nivasa/contracts/listing-types';
import { formatRupees } from '@nivasa/contracts/price';
import { RENT_TYPES } from '@nivasa/contracts/rent-types';
import { useApiClient } from '@nivasa/session/api-client';
import { useLanguage, useText } from '@nivasa/session/language';
import { LISTING_CATALOGUE, LISTING_FIELD_LABELS_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { FACILITY_CATALOGUE, LISTING_TYPE_CATALOGUE, RENT_TYPE_CATALOGUE } from '@nivasa/ui/listing-word-catalogues';
import { colors, media } from '@nivasa/ui/theme';
import { townPlaceQuery } from '../api/town-place-query';
import { LISTING_FORM_TEXT, LISTING_PIN_TEXT } from '../messages';
import type { ListingFormValues } from '../utils/listing-form-values';
import { splitListingRefusal } from '../utils/listing-refusal';
import { pinAfterTownChange } from '../utils/listing-pin';
import { listingRules } from '../utils/listing-rules';
import { ImagePicker } from './image-picker';
import { PinField } from './pin-field';
import { usePlaceNames } from '@nivasa/ui/place-names';

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

const PinTitle = styled.h3`
  margin: 0 0 4px;
  font-size: 1rem;
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

// A place is found by its name in the page's language or in English (the value the API takes).
const PLACE_SEARCH = { optionFilterProp: ['label', 'value'] };

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
  const language = useLanguage();
  const text = useText(LISTING_FORM_TEXT);
  const labels = useText(LISTING_FIELD_LABELS_CATALOGUE);
  const listingText = useText(LISTING_CATALOGUE);
  const typeText = useText(LISTING_TYPE_CATALOGUE);
  const rentTypeText = useText(RENT_TYPE_CATALOGUE);
  const facilityText = useText(FACILITY_CATALOGUE);
  const placeNames = usePlaceNames();
  const rules = useMemo(() => listingRules(listingText), [listingText]);
  const [uploading, setUploading] = useState(0);
  const [incomplete, setIncomplete] = useState(false);
  const type: ListingType = Form.useWatch('type', form) ?? initialValues.type ?? 'singleroom';
  const district: string | undefined = Form.useWatch('district', form) ?? initialValues.district;
  // Kept here rather than watched: a town cleared by a new district must not fall back to the first one.
  const [city, setCity] = useState(initialValues.city);
  const pinText = useText(LISTING_PIN_TEXT);
  const client = useApiClient();
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
    if ('district' in changed || 'city' in changed) {
      setCity(form.getFieldValue('city'));
      // A pin left on the old town's centre moves to the new one's.
      form.setFieldValue('location', pinAfterTownChange(form.getFieldValue('location'), townCentre) ?? null);
    }
    setIncomplete(false);
    onEdit(form.getFieldsValue(true));
  };

  const price = priceLimits(type);
  const rentBasis = hasRentBasis(type);
  // The options show names in the page's language; their values stay the English the API takes.
  const typeOptions = LISTING_TYPES.map((value) => ({ value, label: typeText[value].formLabel }));
  const rentTypeOptions = RENT_TYPES.map((value) => ({ value, label: rentTypeText[value] }));
  const districtOptions = DISTRICTS.map((value) => ({ value, label: placeNames.district(value) }));
  const chosenDistrict = district && isDistrict(district) ? district : undefined;
  const townOptions = chosenDistrict
    ? townsOf(chosenDistrict).map((value) => ({ value, label: placeNames.town(chosenDistrict, value) }))
    : [];
  const town = useQuery({ ...townPlaceQuery(client, chosenDistrict ?? '', city ?? ''), enabled: Boolean(chosenDistrict && city) });
  const townCentre = chosenDistrict && city && town.data ? { lat: town.data.lat, lng: town.data.lng } : undefined;

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
        <Section>{text.placeSection}</Section>
        <Wide>
          <Form.Item label={labels.name} name="name" rules={rules.name}>
            <Input size="large" maxLength={80} placeholder={text.namePlaceholder} />
          </Form.Item>
        </Wide>
        <Form.Item label={labels.type} name="type" rules={rules.type}>
          <Select size="large" options={typeOptions} virtual={false} />
        </Form.Item>
        <Form.Item label={labels.area} name="area" rules={rules.area}>
          <InputNumber controls={false} size="large" style={FULL_WIDTH} formatter={withSeparators} parser={withoutSeparators} />
        </Form.Item>
        <Wide>
          <Form.Item label={labels.description} name="description" rules={rules.description}>
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
          </Form.Item>
        </Wide>
        <Wide>
          <Form.Item label={text.rulesLabel} name="rules" rules={rules.rules}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} placeholder={text.rulesPlaceholder} />
          </Form.Item>
        </Wide>

        <Section>{text.roomsSection}</Section>
        <Wide>
          <Rooms>
            <Form.Item label={labels.bedrooms} name="bedrooms" rules={rules.bedrooms}>
              <InputNumber controls={false} size="large" style={FULL_WIDTH} precision={0} />
            </Form.Item>
            <Form.Item label={labels.beds} name="beds" rules={rules.beds} extra={text.bedsHint}>
              <InputNumber controls={false} size="large" style={FULL_WIDTH} precision={0} />
            </Form.Item>
            <Form.Item label={labels.bathrooms} name="bathrooms" rules={rules.bathrooms}>
              <InputNumber controls={false} size="large" style={FULL_WIDTH} precision={0} />
            </Form.Item>
          </Rooms>
        </Wide>

        <Section>{text.priceSection}</Section>
        <Form.Item
          label={rentBasis ? text.rentLabel : text.priceLabel}
          name="rent"
          rules={rules.rent}
          dependencies={['type']}
          extra={text.priceRange(formatRupees(price.min, language), formatRupees(price.max, language))}
        >
          <InputNumber
            controls={false}
            size="large"
            style={FULL_WIDTH}
            prefix={RUPEE_SIGNS[language]}
            precision={0}
            formatter={withSeparators}
            parser={withoutSeparators}
          />
        </Form.Item>
        {rentBasis && (
          <Form.Item label={labels.rentType} name="rentType" rules={rules.rentType}>
            <Select size="large" options={rentTypeOptions} />
          </Form.Item>
        )}

        <Form.Item
          label={listingText.availableFromLabel}
          name="availableFrom"
          rules={rules.availableFrom}
          extra={listingText.availableFromHint}
        >
          <Input type="date" size="large" max={latestAvailableFrom} />
        </Form.Item>

        <Section>{text.locationSection}</Section>
        <Wide>
          <Form.Item label={labels.address} name="address" rules={rules.address}>
            <Input size="large" autoComplete="street-address" />
          </Form.Item>
        </Wide>
        <Form.Item label={labels.district} name="district" rules={rules.district}>
          <Select size="large" showSearch={PLACE_SEARCH} placeholder={text.districtPlaceholder} options={districtOptions} />
        </Form.Item>
        <Form.Item label={labels.city} name="city" rules={rules.city}>
          <Select
            size="large"
            showSearch={PLACE_SEARCH}
            disabled={saving || townOptions.length === 0}
            placeholder={townOptions.length === 0 ? text.cityBeforeDistrict : text.cityPlaceholder}
            options={townOptions}
          />
        </Form.Item>
        {chosenDistrict && city && (
          <Wide>
            <PinTitle>{pinText.title}</PinTitle>
            <Form.Item name="location" noStyle>
              <PinField townCentre={townCentre} />
            </Form.Item>
            <Form.Item name="showExactLocation" valuePropName="checked" extra={pinText.showExactHint}>
              <Checkbox>{pinText.showExact}</Checkbox>
            </Form.Item>
          </Wide>
        )}

        <Section>{text.facilitiesSection}</Section>
        <Wide>
          <FacilityList>
            {FACILITIES.map((name) => (
              <Form.Item key={name} name={name} valuePropName="checked" noStyle>
                <Checkbox>{facilityText[name]}</Checkbox>
              </Form.Item>
            ))}
          </FacilityList>
        </Wide>

        <Section>{text.imagesSection}</Section>
        <Wide>
          <Form.Item label={labels.imageUrls} name="imageUrls" rules={rules.imageUrls}>
            <ImagePicker onRunningChange={setUploading} />
          </Form.Item>
        </Wide>
      </Fields>

      {incomplete && <Alert type="error" showIcon title={listingText.requiredFields} style={ALERT_STYLE} />}
      {refusal?.other && <Alert type="error" showIcon title={refusal.other} style={ALERT_STYLE} />}
      <Button type="primary" htmlType="submit" size="large" block loading={saving} disabled={uploading > 0}>
        {uploading > 0 ? text.waitingForImages : submitText}
      </Button>
    </Form>
  );
}
