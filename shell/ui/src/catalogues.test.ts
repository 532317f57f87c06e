import { translationGaps } from '@nivasa/contracts/catalogue-parity';
import type { Catalogue } from '@nivasa/contracts/catalogue';
import * as ACCOUNT from './account-catalogues';
import * as ENGAGEMENT from './engagement-catalogues';
import * as ENQUIRY from './enquiry-catalogues';
import * as LISTING from './listing-catalogues';
import * as LISTING_WORDS from './listing-word-catalogues';
import * as SITE from './site-catalogues';

const CATALOGUES = [SITE, ACCOUNT, LISTING, ENGAGEMENT, ENQUIRY, LISTING_WORDS].flatMap(
  (module) => Object.values(module) as Catalogue<unknown>[],
);

describe("the contracts' catalogues (*-catalogues.ts)", () => {
  it('are all here: every shared text the front ends show', () => {
    expect(CATALOGUES.map(({ name }) => name).sort()).toEqual(
      [
        'AUTH_MESSAGES',
        'AVAILABILITY_TEXT',
        'BAD_REQUEST_PAGE_TEXT',
        'COUNT_TEXTS',
        'ENQUIRY_MESSAGES',
        'ENQUIRY_REPORT_REASON_LABELS',
        'FACILITY_TEXT',
        'FAVORITE_MESSAGES',
        'FIELD_MESSAGES',
        'LISTING_FIELD_LABELS',
        'LISTING_MESSAGES',
        'LISTING_TYPE_TEXT',
        'MESSAGES',
        'RATE_LIMIT_MESSAGES',
        'RENT_TYPE_TEXT',
        'REPORT_MESSAGES',
        'REPORT_REASON_LABELS',
        'REVIEW_MESSAGES',
        'SAFETY_TEXT',
        'SEARCH_MESSAGES',
        'SITE_TEXT',
      ].sort(),
    );
  });

  it.each(CATALOGUES.map((catalogue) => [catalogue.name, catalogue] as const))(
    '%s is whole in Sinhala and Tamil',
    async (_name, catalogue) => {
      expect(await translationGaps(catalogue)).toEqual([]);
    },
  );
});
