import { LISTING_TYPES, LISTING_TYPE_TEXT, hasRentBasis, isListingType } from './listing-types';

describe('listing types', () => {
  it('has the eleven types with the spec texts', () => {
    expect(LISTING_TYPES).toHaveLength(11);
    expect(LISTING_TYPE_TEXT.fullhousesale.formLabel).toBe('Full house for sale');
    expect(LISTING_TYPE_TEXT.bungalow.sectionHeading).toBe('Recent Bungalows and Villas');
    expect(LISTING_TYPE_TEXT.fullhouseholiday.categoryLabel).toBe('Holiday Houses');
  });

  it('fixes the typos of the original admin headings', () => {
    const headings = LISTING_TYPES.map((type) => LISTING_TYPE_TEXT[type].adminHeading).join(' ');
    expect(headings).not.toMatch(/Hosue|Ful /);
  });

  it('checks membership strictly', () => {
    expect(isListingType('annex')).toBe(true);
    expect(isListingType('Annex')).toBe(false);
    expect(isListingType(undefined)).toBe(false);
  });

  it('gives every type but a house for sale a rent basis', () => {
    expect(LISTING_TYPES.filter((type) => !hasRentBasis(type))).toEqual(['fullhousesale']);
  });
});
