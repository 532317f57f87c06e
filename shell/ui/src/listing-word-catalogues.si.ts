/** listing-word-catalogues.ts in Sinhala: each catalogue under its English name. */
import { AVAILABILITY_TEXTS } from '@nivasa/contracts/availability';
import { FACILITY_TEXT_SI, LISTING_TYPE_TEXT_SI } from '@nivasa/contracts/listing-types.si';
import { RENT_TYPE_TEXT_SI } from '@nivasa/contracts/rent-types.si';

export { FACILITY_TEXT_SI as FACILITY_TEXT, LISTING_TYPE_TEXT_SI as LISTING_TYPE_TEXT, RENT_TYPE_TEXT_SI as RENT_TYPE_TEXT };

export const AVAILABILITY_TEXT = AVAILABILITY_TEXTS.si;
