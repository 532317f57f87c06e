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
  shareText: (typeLabel: string, city: string, district: string) => `Nivasa இல்: ${city}, ${district} பகுதியில் ${typeLabel}`,
  pageTitle: (name: string) => `${name} | Nivasa`,
  descriptionHead: (typeLabel: string, city: string, district: string, price: string) =>
    `${city}, ${district} பகுதியில் ${typeLabel}. ${price}.`,
  noReviews: 'இன்னும் மதிப்பாய்வுகள் இல்லை',
  priceAndContact: 'விலையும் தொடர்பும்',
  bedrooms: 'படுக்கையறைகள்',
  beds: 'கட்டில்கள்',
  bathrooms: 'குளியலறைகள்',
  area: 'பரப்பளவு',
  areaValue: (area: string) => `${area} சதுர அடி`,
  description: 'விவரம்',
  terms: 'நிபந்தனைகள்',
  facilities: 'வசதிகள்',
  noFacilities: 'எதுவும் குறிப்பிடப்படவில்லை.',
  location: 'அமைவிடம்',
  morePlacesIn: (district: string) => `${district} மாவட்டத்தில் மேலும் இடங்கள்`,
  contactOwner: 'உரிமையாளரைத் தொடர்புகொள்ளுங்கள்',
};

export const CONTACT_BOX_TEXT: Translation<typeof CONTACT_BOX.en> = {
  title: 'உரிமையாளரைத் தொடர்புகொள்ளுங்கள்',
  loading: 'உரிமையாளரின் தொடர்பு விவரங்கள் ஏற்றப்படுகின்றன...',
  call: (phone: string) => `${phone} ஐ அழையுங்கள்`,
  whatsApp: 'WhatsApp',
  email: 'உரிமையாளருக்கு மின்னஞ்சல் அனுப்புங்கள்',
  noContact: 'உரிமையாளர் தொலைபேசி எண்ணையோ மின்னஞ்சலையோ தரவில்லை.',
  signIn: 'தொடர்புகொள்ள உள்நுழைக',
  showNumber: 'தொலைபேசி எண்ணைக் காட்டு',
  contactMessage: (listingName: string, listingUrl: string) =>
    `வணக்கம்! Nivasa இல் உங்கள் "${listingName}" விளம்பரத்தைப் பார்த்தேன். மேலும் விவரங்கள் அறிய விரும்புகிறேன்: ${listingUrl}`,
};

export const OWNER_BOX_TEXT: Translation<typeof OWNER_BOX.en> = {
  title: 'உங்கள் விளம்பரம்',
  approvedHint: 'தேடலில் அனைவரும் இதைக் காணலாம்.',
  pendingHint: 'மதிப்பீட்டாளர் அங்கீகரிக்கும் வரை இது உங்களுக்கு மட்டுமே தெரியும்.',
  disapprovedHint: 'இது உங்களுக்கு மட்டுமே தெரியும். மீண்டும் மதிப்பாய்வுக்கு அனுப்ப இதைத் திருத்துங்கள்.',
  reason: (reason: string) => `காரணம்: ${reason}`,
  edit: 'விளம்பரத்தைத் திருத்து',
};

export const SHARE_BUTTON_TEXT: Translation<typeof SHARE_BUTTON.en> = {
  share: 'பகிர்',
  copyFailed: 'இணைப்பை நகலெடுக்க முடியவில்லை. முகவரிப் பட்டியிலிருந்து நகலெடுங்கள்.',
};

export const LISTING_GALLERY_TEXT: Translation<typeof LISTING_GALLERY.en> = {
  coverPhoto: (name: string) => `${name}: முகப்புப் படம்`,
  photo: (name: string, position: number) => `${name}: படம் ${position}`,
  noPhotos: (name: string) => `${name}: இன்னும் படங்கள் இல்லை`,
  photos: 'படங்கள்',
  openPhoto: (position: number, count: number) => `${count} படங்களில் ${position} ஆவதை முழுத் திரையில் திற`,
  previousPhoto: 'முந்தைய படம்',
  nextPhoto: 'அடுத்த படம்',
  fullScreen: 'முழுத் திரை',
  choosePhoto: 'ஒரு படத்தைத் தேர்ந்தெடுங்கள்',
  showPhoto: (position: number) => `படம் ${position} ஐக் காட்டு`,
  photoOf: (name: string, position: number, count: number) => `${name}: ${count} படங்களில் ${position}`,
  close: 'மூடு',
};

export const LISTING_MESSAGE_TEXT: Translation<typeof LISTING_MESSAGE.en> = {
  searchListings: 'விளம்பரங்களைத் தேடுங்கள்',
};

export const LISTING_VIEW_TEXT: Translation<typeof LISTING_VIEW.en> = {
  notFoundDetail: 'இது வாடகைக்கு விடப்பட்டு நீக்கப்பட்டிருக்கலாம், அல்லது மதிப்பீட்டாளரின் அங்கீகாரத்துக்காகக் காத்திருக்கலாம். தேடலில் இன்னும் பல இடங்களைக் காணலாம்.',
  failedDetail: 'விளம்பரத்தை ஏற்ற முடியவில்லை. உங்கள் இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
  brokenDetail: 'பக்கத்தை மீண்டும் ஏற்றுங்கள், அல்லது பின்னர் மீண்டும் முயலுங்கள்.',
};
