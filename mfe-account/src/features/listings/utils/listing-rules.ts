import type { ComponentProps } from 'react';
import type { Form } from '@nivasa/ui/antd';
import { fieldShapeOf } from '@nivasa/contracts/field-shape';
import { schemaRule } from '@nivasa/contracts/form-rules';
import { LISTING_INPUT_FIELDS, type ListingInputField, listingInputFields } from '@nivasa/contracts/listing-schema';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { hasRentBasis, priceLimits, type ListingType } from '@nivasa/contracts/listing-types';

type Rule = NonNullable<ComponentProps<typeof Form.Item>['rules']>[number];

/** The message of a price out of range: a rent's, or a sale price's. */
export const priceMessage = (type: ListingType) => (hasRentBasis(type) ? LISTING_MESSAGES.rent : LISTING_MESSAGES.salePrice);

/**
 * The form's checks, made from the contracts' listing input schema (same limits, same words as
 * the API), so most refusals show before anything is sent. The schema's checks across fields
 * are the form's too: the price range follows the type, and a rental needs its rent basis.
 */
export const LISTING_RULES = {
  ...(Object.fromEntries(
    LISTING_INPUT_FIELDS.map((field) => [
      field,
      [schemaRule(listingInputFields[field], { emptyAsAbsent: fieldShapeOf(listingInputFields[field]).optional })],
    ]),
  ) as unknown as Record<ListingInputField, Rule[]>),
  rentType: [{ required: true, message: LISTING_MESSAGES.rentType }],
  rent: [
    ({ getFieldValue }) => {
      const type: ListingType = getFieldValue('type');
      const { min, max } = priceLimits(type);
      // The spec's own words for a rent of zero or less; the range's for one too low or high.
      return {
        validator: (_, value: number | null | undefined) =>
          typeof value === 'number' && value <= 0
            ? Promise.reject(new Error(LISTING_MESSAGES.rentNotPositive))
            : typeof value === 'number' && value >= min && value <= max
              ? Promise.resolve()
              : Promise.reject(new Error(priceMessage(type))),
      };
    },
  ],
} satisfies Record<ListingInputField, Rule[]>;
