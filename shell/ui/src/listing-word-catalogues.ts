/**
 * The words a listing is described by: its type, facilities, rent basis and availability.
 * The contracts' texts as catalogues for the front ends (useText); the API reads the English
 * objects and their translations directly. Not a shared module: each app bundles the catalogues it uses, and the bundler drops the rest
 * (the calls are marked pure), so a page carries only the texts it shows.
 */
import { AVAILABILITY_TEXT } from '@nivasa/contracts/availability';
import { FACILITY_TEXT, LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import { RENT_TYPE_TEXT } from '@nivasa/contracts/rent-types';
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = /*#__PURE__*/ translations({
  si: () => import('./listing-word-catalogues.si'),
  ta: () => import('./listing-word-catalogues.ta'),
});

export const LISTING_TYPE_CATALOGUE = /*#__PURE__*/ catalogue('LISTING_TYPE_TEXT', LISTING_TYPE_TEXT);
export const FACILITY_CATALOGUE = /*#__PURE__*/ catalogue('FACILITY_TEXT', FACILITY_TEXT);
export const RENT_TYPE_CATALOGUE = /*#__PURE__*/ catalogue('RENT_TYPE_TEXT', RENT_TYPE_TEXT);
export const AVAILABILITY_CATALOGUE = /*#__PURE__*/ catalogue('AVAILABILITY_TEXT', AVAILABILITY_TEXT);
