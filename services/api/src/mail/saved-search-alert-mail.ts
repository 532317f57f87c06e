import { DISTRICT_NAMES } from '@nivasa/contracts/district-names';
import { isDistrict } from '@nivasa/contracts/districts';
import type { Language, Translation } from '@nivasa/contracts/languages';
import { PLACE_NAMES } from '@nivasa/contracts/place-names';
import { formatRupees, priceBasis, type PriceFields } from '@nivasa/contracts/price';
import { RENT_TYPE_TEXT_SI } from '@nivasa/contracts/rent-types.si';
import { RENT_TYPE_TEXT_TA } from '@nivasa/contracts/rent-types.ta';
import type { RentType } from '@nivasa/contracts/rent-types';
import { composeMail, type MailCard } from './mail-layout';
import type { OutgoingMail } from './mail.service';

/** The most listings one alert mail shows; the rest are behind its "see all" link. */
export const ALERT_MAIL_MAX_LISTINGS = 10;

/** The saved-search alert: new and reduced listings that match one of the user's saved searches. */
export const SAVED_SEARCH_ALERT_MAIL_TEXT = {
  subject: (count: number, name: string) => (count === 1 ? `A new match for “${name}”` : `${count} new matches for “${name}”`),
  lead: (name: string) => `These places match your saved search “${name}”:`,
  new: 'New',
  reduced: 'Reduced',
  was: (price: string) => `was ${price}`,
  basis: { daily: 'a day', weekly: 'a week', monthly: 'a month' } as Record<RentType, string>,
  seeAll: 'See all matches',
  more: (count: number) => `And ${count} more: see them all on Nivasa.`,
  note: 'You get this mail because you saved this search on Nivasa and asked to hear about new matches.',
  manage: 'Manage your alerts',
  unsubscribe: 'Stop alerts for this search',
} as const;

const SAVED_SEARCH_ALERT_MAIL_TEXT_SI: Translation<typeof SAVED_SEARCH_ALERT_MAIL_TEXT> = {
  subject: (count: number, name: string) => `“${name}” සඳහා ගැළපෙන අලුත් ස්ථාන ${count}ක්`,
  lead: (name: string) => `ඔබ සුරැකි “${name}” සෙවුමට මෙම ස්ථාන ගැළපේ:`,
  new: 'අලුත්',
  reduced: 'මිල අඩු කළා',
  was: (price: string) => `පෙර ${price}`,
  basis: RENT_TYPE_TEXT_SI,
  seeAll: 'ගැළපෙන සියල්ල බලන්න',
  more: (count: number) => `තවත් ${count}ක් ඇත: ඒවා සියල්ල Nivasa හි බලන්න.`,
  note: 'ඔබ මෙම සෙවුම Nivasa හි සුරැකූ නිසාත්, අලුත් ගැළපීම් ගැන දැනුම් දෙන ලෙස ඉල්ලූ නිසාත් ඔබට මෙම ලිපිය ලැබේ.',
  manage: 'ඔබේ දැනුම්දීම් කළමනාකරණය කරන්න',
  unsubscribe: 'මෙම සෙවුමේ දැනුම්දීම් නවත්වන්න',
};

const SAVED_SEARCH_ALERT_MAIL_TEXT_TA: Translation<typeof SAVED_SEARCH_ALERT_MAIL_TEXT> = {
  subject: (count: number, name: string) => `“${name}” தேடலுக்குப் பொருந்தும் ${count} புதிய இடங்கள்`,
  lead: (name: string) => `நீங்கள் சேமித்த “${name}” தேடலுக்கு இந்த இடங்கள் பொருந்துகின்றன:`,
  new: 'புதியது',
  reduced: 'விலை குறைப்பு',
  was: (price: string) => `முன்பு ${price}`,
  basis: RENT_TYPE_TEXT_TA,
  seeAll: 'பொருந்தும் அனைத்தையும் பார்க்கவும்',
  more: (count: number) => `இன்னும் ${count} உள்ளன: அனைத்தையும் Nivasa இல் பார்க்கவும்.`,
  note: 'இந்தத் தேடலை Nivasa இல் சேமித்து, புதிய பொருத்தங்களைப் பற்றி அறிவிக்கக் கேட்டதால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது.',
  manage: 'உங்கள் அறிவிப்புகளை நிர்வகிக்கவும்',
  unsubscribe: 'இந்தத் தேடலின் அறிவிப்புகளை நிறுத்து',
};

export const SAVED_SEARCH_ALERT_MAIL_TEXTS: Readonly<Record<Language, Translation<typeof SAVED_SEARCH_ALERT_MAIL_TEXT>>> = {
  en: SAVED_SEARCH_ALERT_MAIL_TEXT,
  si: SAVED_SEARCH_ALERT_MAIL_TEXT_SI,
  ta: SAVED_SEARCH_ALERT_MAIL_TEXT_TA,
};

/** A listing as the alert shows it; its addresses absolute. */
export interface AlertMailListing extends PriceFields {
  name: string;
  district: string;
  city: string;
  /** The card-sized picture's absolute address, when the listing has one. */
  image?: string;
  link: string;
  /** Reduced: the price before the drop. */
  reducedFrom?: number;
}

/** 'Wellawatte, Colombo' in the language, as the gazetteer writes its names (the stored names when it has none). */
export function placeOf(listing: Pick<AlertMailListing, 'district' | 'city'>, language: Language): string {
  const { district, city } = listing;
  if (language === 'en' || !isDistrict(district)) return `${city}, ${district}`;
  const towns = PLACE_NAMES[district].towns;
  const town = Object.hasOwn(towns, city) ? towns[city][language] : city;
  return `${town}, ${DISTRICT_NAMES[district][language]}`;
}

/** 'Rs. 45,000 a month', and for a reduced listing ', was Rs. 50,000'. */
export function alertPriceOf(listing: AlertMailListing, language: Language): string {
  const text = SAVED_SEARCH_ALERT_MAIL_TEXTS[language];
  const basis = priceBasis(listing);
  const price = `${formatRupees(listing.rent, language)}${basis ? ` ${text.basis[basis]}` : ''}`;
  return listing.reducedFrom === undefined ? price : `${price} (${text.was(formatRupees(listing.reducedFrom, language))})`;
}

/**
 * To a saved search's user, in their language: up to ALERT_MAIL_MAX_LISTINGS matches, each with
 * its picture, price, place, "New" or "Reduced" and link; a "see all" link to the search; links
 * to manage the alerts and to stop this search's; and the RFC 8058 one-click unsubscribe headers
 * (`unsubscribePost`, the API's address that pauses the search without signing in).
 */
export function savedSearchAlertMail(options: {
  to: string;
  username: string;
  searchName: string;
  listings: readonly AlertMailListing[];
  /** How many matched in all (more than shown when over ALERT_MAIL_MAX_LISTINGS). */
  total: number;
  seeAllLink: string;
  manageLink: string;
  unsubscribePage: string;
  unsubscribePost: string;
  language: Language;
}): OutgoingMail {
  const { to, username, searchName, listings, total, seeAllLink, manageLink, unsubscribePage, unsubscribePost, language } = options;
  const text = SAVED_SEARCH_ALERT_MAIL_TEXTS[language];
  const shown = listings.slice(0, ALERT_MAIL_MAX_LISTINGS);
  const cards: MailCard[] = shown.map((listing) => ({
    ...(listing.image ? { image: listing.image } : {}),
    title: listing.name,
    label: listing.reducedFrom === undefined ? text.new : text.reduced,
    price: alertPriceOf(listing, language),
    place: placeOf(listing, language),
    link: listing.link,
  }));
  const more = total - shown.length;
  return composeMail({
    to,
    subject: text.subject(total, searchName),
    username,
    lead: [text.lead(searchName)],
    cards,
    action: { label: text.seeAll, link: seeAllLink },
    notes: [...(more > 0 ? [text.more(more)] : []), text.note],
    links: [
      { label: text.manage, link: manageLink },
      { label: text.unsubscribe, link: unsubscribePage },
    ],
    headers: { 'List-Unsubscribe': `<${unsubscribePost}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    language,
  });
}
