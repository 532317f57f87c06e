import type { Language, Translation } from '@nivasa/contracts/languages';

/** A listing's link preview, as chat apps show it under its name. */
export const LINK_PREVIEW_TEXT = {
  listingDescription: (price: string, kind: string, place: string) => `${price} · ${kind} in ${place}`,
} as const;

/** Sinhala and Tamil set the price, the kind and the place side by side, as their listing sites do, rather than bend a place's name to a case. */
const SIDE_BY_SIDE: Translation<typeof LINK_PREVIEW_TEXT> = {
  listingDescription: (price: string, kind: string, place: string) => `${price} · ${kind} · ${place}`,
};

export const LINK_PREVIEW_TEXTS: Record<Language, Translation<typeof LINK_PREVIEW_TEXT>> = {
  en: LINK_PREVIEW_TEXT,
  si: SIDE_BY_SIDE,
  ta: SIDE_BY_SIDE,
};
