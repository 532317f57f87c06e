import type { ComponentProps } from 'react';
import type { Form } from '@nivasa/ui/antd';
import { fieldShapeOf } from '@nivasa/contracts/field-shape';
import { schemaRule } from '@nivasa/contracts/form-rules';
import type { Translation } from '@nivasa/contracts/languages';
import { LISTING_INPUT_FIELDS, type ListingInputField, listingInputFields } from '@nivasa/contracts/listing-schema';
import type { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { hasRentBasis, priceLimits, type ListingType } from '@nivasa/contracts/listing-types';

type Rule = NonNullable<ComponentProps<typeof Form.Item>['rules']>[number];
type ListingTexts = Translation<typeof LISTING_MESSAGES>;

/** Each field's check from the contracts' listing input schema (same limits, same words as the API). */
const SCHEMA_RULES = Object.fromEntries(
  LISTING_INPUT_FIELDS.map((field) => [
    field,
    [schemaRule(listingInputFields[field], { emptyAsAbsent: fieldShapeOf(listingInputFields[field]).optional })],
  ]),
) as unknown as Record<ListingInputField, Rule[]>;

/** The message of a price out of range: a rent's, or a sale price's. */
const priceMessage = (type: ListingType, texts: ListingTexts) => (hasRentBasis(type) ? texts.rent : texts.salePrice);

/**
 * The form's checks, so most refusals show before anything is sent: the schema's, and its checks
 * across fields, which the form words itself in the page's language (`texts`): the price range
 * follows the type, and a rental needs its rent basis.
 */
export function listingRules(texts: ListingTexts) {
  return {
    ...SCHEMA_RULES,
    rentType: [{ required: true, message: texts.rentType }],
    rent: [
      ({ getFieldValue }) => {
        const type: ListingType = getFieldValue('type');
        const { min, max } = priceLimits(type);
        // The spec's own words for a rent of zero or less; the range's for one too low or high.
        return {
          validator: (_, value: number | null | undefined) =>
            typeof value === 'number' && value <= 0
              ? Promise.reject(new Error(texts.rentNotPositive))
              : typeof value === 'number' && value >= min && value <= max
                ? Promise.resolve()
                : Promise.reject(new Error(priceMessage(type, texts))),
        };
      },
    ],
  } satisfies Record<ListingInputField, Rule[]>;
}
