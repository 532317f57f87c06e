import type { ComponentProps } from 'react';
import type { Form } from '@nivasa/ui/antd';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_MESSAGES } from '@nivasa/contracts/messages';
import { hasRentBasis, priceLimits, type ListingType } from '@nivasa/contracts/listing-types';

type Rule = NonNullable<ComponentProps<typeof Form.Item>['rules']>[number];
type RuleObject = Exclude<Rule, (...args: never[]) => unknown>;

/**
 * The form's checks, the API's own (same limits, same words), so most refusals show before
 * anything is sent. Text is measured as the API stores it, trimmed.
 */
function textRule(message: string, min: number, max: number): RuleObject {
  return {
    validator: (_, value: string | undefined) => {
      const length = (value ?? '').trim().length;
      return length >= min && length <= max ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

function numberRule(message: string, min: number, max: number, whole = true): RuleObject {
  return {
    validator: (_, value: number | null | undefined) => {
      const fits = typeof value === 'number' && value >= min && value <= max && (!whole || Number.isInteger(value));
      return fits ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

const roomCount = (message: string) => [numberRule(message, LISTING_LIMITS.roomCountMin, LISTING_LIMITS.roomCountMax)];

/** The message of a price out of range: a rent's, or a sale price's. */
export const priceMessage = (type: ListingType) => (hasRentBasis(type) ? LISTING_MESSAGES.rent : LISTING_MESSAGES.salePrice);

export const LISTING_RULES = {
  name: [textRule(LISTING_MESSAGES.name, LISTING_LIMITS.nameMinLength, LISTING_LIMITS.nameMaxLength)],
  description: [textRule(LISTING_MESSAGES.description, 1, LISTING_LIMITS.descriptionMaxLength)],
  rules: [textRule(LISTING_MESSAGES.rules, 0, LISTING_LIMITS.rulesMaxLength)],
  address: [textRule(LISTING_MESSAGES.address, 1, LISTING_LIMITS.addressMaxLength)],
  district: [{ required: true, message: LISTING_MESSAGES.district }],
  city: [{ required: true, message: LISTING_MESSAGES.city }],
  type: [{ required: true, message: LISTING_MESSAGES.type }],
  rentType: [{ required: true, message: LISTING_MESSAGES.rentType }],
  bedrooms: roomCount(LISTING_MESSAGES.bedrooms),
  beds: roomCount(LISTING_MESSAGES.beds),
  bathrooms: roomCount(LISTING_MESSAGES.bathrooms),
  rent: [
    ({ getFieldValue }) => {
      const type: ListingType = getFieldValue('type');
      const { min, max } = priceLimits(type);
      const inRange = numberRule(priceMessage(type), min, max, false);
      // The spec's own words for a rent of zero or less; the range's for one too low or high.
      return {
        validator: (rule, value: number | null | undefined, callback) =>
          typeof value === 'number' && value <= 0
            ? Promise.reject(new Error(LISTING_MESSAGES.rentNotPositive))
            : inRange.validator!(rule, value, callback),
      };
    },
  ],
  area: [numberRule(LISTING_MESSAGES.area, LISTING_LIMITS.areaMin, LISTING_LIMITS.areaMax, false)],
  imageUrls: [
    {
      validator: (_, value: string[] | undefined) => {
        const count = value?.length ?? 0;
        return count >= LISTING_LIMITS.imagesMin && count <= LISTING_LIMITS.imagesMax
          ? Promise.resolve()
          : Promise.reject(new Error(LISTING_MESSAGES.images));
      },
    },
  ],
} satisfies Record<string, Rule[]>;
