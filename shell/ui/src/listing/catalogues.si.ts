import type { Translation } from '@nivasa/contracts/languages';
import type { LISTING_CARD_TEXT as LISTING_CARD, PRICE_TEXT as PRICE, STARS_TEXT as STARS } from './catalogues';

export const LISTING_CARD_TEXT: Translation<typeof LISTING_CARD.en> = {
  noReviews: 'තවම සමාලෝචන නැත',
  where: (town: string, district: string) => `${town}, ${district}`,
  distanceFrom: (km: string, place: string) => `${place} සිට කි.මී. ${km}`,
  phoneVerified: 'දුරකථනය තහවුරු කර ඇත',
  updated: (days: number) =>
    `${days < 1 ? 'අද' : days < 2 ? 'ඊයේ' : days < 60 ? `දින ${days}කට පෙර` : `මාස ${Math.floor(days / 30)}කට පෙර`} යාවත්කාලීන කළා`,
};

export const PRICE_TEXT: Translation<typeof PRICE.en> = {
  basis: { daily: 'දිනකට', weekly: 'සතියකට', monthly: 'මසකට' },
};

export const STARS_TEXT: Translation<typeof STARS.en> = {
  rated: (rating: number, outOf: number) => `ඇගයීම ${outOf}න් ${rating}`,
};
