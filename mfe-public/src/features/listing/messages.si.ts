import type { Translation } from '@nivasa/contracts/languages';
import type {
  CONTACT_BOX_TEXT as CONTACT_BOX,
  LISTING_DETAILS_TEXT as LISTING_DETAILS,
  LISTING_GALLERY_TEXT as LISTING_GALLERY,
  LISTING_MESSAGE_TEXT as LISTING_MESSAGE,
  LISTING_VIEW_TEXT as LISTING_VIEW,
  OWNER_BOX_TEXT as OWNER_BOX,
  SHARE_BUTTON_TEXT as SHARE_BUTTON,
} from './messages';

export const LISTING_DETAILS_TEXT: Translation<typeof LISTING_DETAILS.en> = {
  shareText: (typeLabel: string, city: string, district: string) => `Nivasa හි ${city}, ${district} ප්‍රදේශයේ ${typeLabel}`,
  pageTitle: (name: string) => `${name} | Nivasa`,
  descriptionHead: (typeLabel: string, city: string, district: string, price: string) =>
    `${city}, ${district} ප්‍රදේශයේ ${typeLabel}. ${price}.`,
  noReviews: 'තවම සමාලෝචන නැත',
  priceAndContact: 'මිල සහ සම්බන්ධතා',
  bedrooms: 'නිදන කාමර',
  beds: 'ඇඳන්',
  bathrooms: 'නාන කාමර',
  area: 'වර්ග ප්‍රමාණය',
  areaValue: (area: string) => `වර්ග අඩි ${area}`,
  description: 'විස්තරය',
  terms: 'කොන්දේසි',
  facilities: 'පහසුකම්',
  noFacilities: 'කිසිවක් සඳහන් කර නැත.',
  location: 'ස්ථානය',
  morePlacesIn: (district: string) => `${district} දිස්ත්‍රික්කයේ තවත් ස්ථාන`,
  contactOwner: 'අයිතිකරු අමතන්න',
};

export const CONTACT_BOX_TEXT: Translation<typeof CONTACT_BOX.en> = {
  title: 'අයිතිකරු අමතන්න',
  loading: 'අයිතිකරුගේ සම්බන්ධතා විස්තර ලබා ගනිමින්...',
  call: (phone: string) => `${phone} අමතන්න`,
  whatsApp: 'WhatsApp',
  email: 'අයිතිකරුට විද්‍යුත් තැපෑලක් යවන්න',
  noContact: 'අයිතිකරු දුරකථන අංකයක් හෝ විද්‍යුත් තැපැල් ලිපිනයක් ලබා දී නැත.',
  signIn: 'සම්බන්ධ වීමට පිවිසෙන්න',
  showNumber: 'දුරකථන අංකය පෙන්වන්න',
  contactMessage: (listingName: string, listingUrl: string) =>
    `ආයුබෝවන්! Nivasa හි ඔබේ "${listingName}" දැන්වීම දුටුවා. ඒ ගැන තව විස්තර දැන ගැනීමට කැමතියි: ${listingUrl}`,
};

export const OWNER_BOX_TEXT: Translation<typeof OWNER_BOX.en> = {
  title: 'ඔබේ දැන්වීම',
  approvedHint: 'සෙවීමේදී සැමට එය සොයා ගත හැක.',
  pendingHint: 'පරීක්ෂකයෙකු අනුමත කරන තුරු එය පෙනෙන්නේ ඔබට පමණි.',
  disapprovedHint: 'එය පෙනෙන්නේ ඔබට පමණි. නැවත සමාලෝචනයට යැවීමට එය සංස්කරණය කරන්න.',
  reason: (reason: string) => `හේතුව: ${reason}`,
  edit: 'දැන්වීම සංස්කරණය කරන්න',
};

export const SHARE_BUTTON_TEXT: Translation<typeof SHARE_BUTTON.en> = {
  share: 'බෙදාගන්න',
  copyFailed: 'සබැඳිය පිටපත් කළ නොහැකි වුණා. ලිපින තීරුවෙන් එය පිටපත් කරන්න.',
};

export const LISTING_GALLERY_TEXT: Translation<typeof LISTING_GALLERY.en> = {
  coverPhoto: (name: string) => `${name}: ප්‍රධාන ඡායාරූපය`,
  photo: (name: string, position: number) => `${name}: ඡායාරූපය ${position}`,
  noPhotos: (name: string) => `${name}: තවම ඡායාරූප නැත`,
  photos: 'ඡායාරූප',
  openPhoto: (position: number, count: number) => `${count}න් ${position} වැනි ඡායාරූපය සම්පූර්ණ තිරයෙන් බලන්න`,
  previousPhoto: 'පෙර ඡායාරූපය',
  nextPhoto: 'ඊළඟ ඡායාරූපය',
  fullScreen: 'සම්පූර්ණ තිරය',
  choosePhoto: 'ඡායාරූපයක් තෝරන්න',
  showPhoto: (position: number) => `ඡායාරූපය ${position} පෙන්වන්න`,
  photoOf: (name: string, position: number, count: number) => `${name}: ඡායාරූප ${count}න් ${position}`,
  close: 'වසන්න',
};

export const LISTING_MESSAGE_TEXT: Translation<typeof LISTING_MESSAGE.en> = {
  searchListings: 'දැන්වීම් සොයන්න',
};

export const LISTING_VIEW_TEXT: Translation<typeof LISTING_VIEW.en> = {
  notFoundDetail: 'එය කුලියට දී ඉවත් කර තිබිය හැක, නැතහොත් පරීක්ෂකයෙකුගේ අනුමැතිය බලාපොරොත්තුවෙන් ඇත. සෙවීමෙන් තවත් බොහෝ ස්ථාන සොයා ගත හැක.',
  failedDetail: 'දැන්වීම ලබා ගත නොහැකි වුණා. ඔබේ සම්බන්ධතාව පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
  brokenDetail: 'කරුණාකර පිටුව නැවත පූරණය කරන්න, නැතහොත් පසුව නැවත උත්සාහ කරන්න.',
};
