/**
 * A saved search's readable name, made from its filters in its user's language when they give
 * none: 'Annexes in Wellawatte under Rs. 40,000', 'වැල්ලවත්ත ප්‍රදේශයේ රු. 40,000ට අඩු ඇනෙක්සි'. Only
 * the API needs it (it holds every language's words, as search-keys.ts does).
 */
import { DISTRICT_NAMES } from './district-names';
import { isDistrict } from './districts';
import type { Language, Translation } from './languages';
import { SAVED_SEARCH_LIMITS } from './limits';
import { LISTING_TYPE_TEXT } from './listing-types';
import { LISTING_TYPE_TEXT_SI } from './listing-types.si';
import { LISTING_TYPE_TEXT_TA } from './listing-types.ta';
import type { SearchFilters } from './paths';
import { PLACE_NAMES } from './place-names';
import { formatRupees } from './price';
import { SAVED_SEARCH_NAME_TEXT } from './saved-search-name-text';
import { SAVED_SEARCH_NAME_TEXT_SI } from './saved-search-name-text.si';
import { SAVED_SEARCH_NAME_TEXT_TA } from './saved-search-name-text.ta';

const NAME_TEXT: Record<Language, Translation<typeof SAVED_SEARCH_NAME_TEXT>> = {
  en: SAVED_SEARCH_NAME_TEXT,
  si: SAVED_SEARCH_NAME_TEXT_SI,
  ta: SAVED_SEARCH_NAME_TEXT_TA,
};
const TYPE_TEXT: Record<Language, Translation<typeof LISTING_TYPE_TEXT>> = {
  en: LISTING_TYPE_TEXT,
  si: LISTING_TYPE_TEXT_SI,
  ta: LISTING_TYPE_TEXT_TA,
};

/** A district's or town's name in the language, as the gazetteer writes it; English as the filter holds it. */
function placeNameOf(filters: Pick<SearchFilters, 'district' | 'city'>, language: Language): string | undefined {
  const { district, city } = filters;
  if (!isDistrict(district)) return undefined;
  if (language === 'en') return city ?? district;
  const towns = PLACE_NAMES[district].towns;
  if (city !== undefined) return Object.hasOwn(towns, city) ? towns[city][language] : city;
  return DISTRICT_NAMES[district][language];
}

/**
 * The name: what (the type, or places), the words searched, where (a town, a district, near a
 * place of the gazetteer, near a point, in an area drawn on the map) and the price range, in the
 * language's order; `nearPlace` is the name of the `near` place in that language (the API's
 * gazetteer has it). At most SAVED_SEARCH_LIMITS.nameMaxLength characters.
 */
export function savedSearchNameOf(filters: SearchFilters, language: Language, nearPlace?: string): string {
  const text = NAME_TEXT[language];
  const what = filters.type ? TYPE_TEXT[language][filters.type].categoryLabel : text.anyType;
  const matching = filters.searchTerm ? text.matching(filters.searchTerm) : '';
  const place = placeNameOf(filters, language);
  const where = place
    ? text.inPlace(place)
    : filters.near !== undefined && nearPlace
      ? text.nearPlace(nearPlace)
      : filters.lat !== undefined
        ? text.nearPoint
        : filters.polygon !== undefined || filters.bbox !== undefined
          ? text.inArea
          : '';
  const rupees = (amount: number) => formatRupees(amount, language);
  const { minPrice, maxPrice } = filters;
  const price =
    minPrice !== undefined && maxPrice !== undefined
      ? text.between(rupees(minPrice), rupees(maxPrice))
      : maxPrice !== undefined
        ? text.under(rupees(maxPrice))
        : minPrice !== undefined
          ? text.over(rupees(minPrice))
          : '';
  const name = text.name(what, matching, where, price).replace(/\s+/g, ' ').trim();
  const max = SAVED_SEARCH_LIMITS.nameMaxLength;
  return name.length <= max ? name : `${name.slice(0, max - 1).trimEnd()}…`;
}
