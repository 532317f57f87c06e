/** listing-word-catalogues.ts in Tamil: each catalogue under its English name. */
import { AVAILABILITY_TEXTS } from '@nivasa/contracts/availability';
import { FACILITY_TEXT_TA, LISTING_TYPE_TEXT_TA } from '@nivasa/contracts/listing-types.ta';
import { RENT_TYPE_TEXT_TA } from '@nivasa/contracts/rent-types.ta';

export { FACILITY_TEXT_TA as FACILITY_TEXT, LISTING_TYPE_TEXT_TA as LISTING_TYPE_TEXT, RENT_TYPE_TEXT_TA as RENT_TYPE_TEXT };

export const AVAILABILITY_TEXT = AVAILABILITY_TEXTS.ta;
