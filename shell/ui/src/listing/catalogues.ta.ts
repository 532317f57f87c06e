import type { Translation } from '@nivasa/contracts/languages';
import type { LISTING_CARD_TEXT as LISTING_CARD, PRICE_TEXT as PRICE, STARS_TEXT as STARS } from './catalogues';

export const LISTING_CARD_TEXT: Translation<typeof LISTING_CARD.en> = {
  noReviews: 'இன்னும் மதிப்பாய்வுகள் இல்லை',
  where: (town: string, district: string) => `${town}, ${district}`,
  distanceFrom: (km: string, place: string) => `${place} இலிருந்து ${km} கி.மீ.`,
  phoneVerified: 'தொலைபேசி உறுதிப்படுத்தப்பட்டது',
  updated: (days: number) =>
    `${days < 1 ? 'இன்று' : days < 2 ? 'நேற்று' : days < 60 ? `${days} நாட்களுக்கு முன்` : `${Math.floor(days / 30)} மாதங்களுக்கு முன்`} புதுப்பிக்கப்பட்டது`,
};

export const PRICE_TEXT: Translation<typeof PRICE.en> = {
  basis: { daily: 'நாளுக்கு', weekly: 'வாரத்துக்கு', monthly: 'மாதத்துக்கு' },
};

export const STARS_TEXT: Translation<typeof STARS.en> = {
  rated: (rating: number, outOf: number) => `${outOf}க்கு ${rating} மதிப்பீடு`,
};
