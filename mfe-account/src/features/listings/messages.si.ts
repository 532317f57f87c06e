import type { Translation } from '@nivasa/contracts/languages';
import type {
  IMAGE_PICKER_TEXT as IMAGE_PICKER,
  LISTING_EDITOR_TEXT as LISTING_EDITOR,
  LISTING_FORM_FRAME_TEXT as LISTING_FORM_FRAME,
  LISTING_FORM_TEXT as LISTING_FORM,
  MY_LISTINGS_LIST_TEXT as MY_LISTINGS_LIST,
  LISTING_PIN_TEXT as LISTING_PIN,
} from './messages';

export const LISTING_FORM_TEXT: Translation<typeof LISTING_FORM.en> = {
  placeSection: 'ස්ථානය',
  roomsSection: 'කාමර',
  priceSection: 'මිල',
  locationSection: 'පිහිටීම',
  facilitiesSection: 'පහසුකම්',
  imagesSection: 'රූප',
  namePlaceholder: 'කොළඹ විශ්වවිද්‍යාලය අසල එළිය හොඳින් වැටෙන තනි කාමරයක්',
  rulesLabel: 'කොන්දේසි (අත්‍යවශ්‍ය නොවේ)',
  rulesPlaceholder: 'නිවසේ නීති, තැන්පතුව, දැනුම් දීමේ කාලය…',
  bedsHint: 'එක් කාමරයකට.',
  rentLabel: 'කුලිය',
  priceLabel: 'මිල',
  priceRange: (min: string, max: string) => `${min} සිට ${max} දක්වා.`,
  districtPlaceholder: 'දිස්ත්‍රික්කයක් තෝරන්න',
  cityPlaceholder: 'නගරයක් තෝරන්න',
  cityBeforeDistrict: 'පළමුව දිස්ත්‍රික්කයක් තෝරන්න',
  waitingForImages: 'රූප උඩුගත වන තුරු රැඳී සිටිමින්…',
};

export const IMAGE_PICKER_TEXT: Translation<typeof IMAGE_PICKER.en> = {
  listLabel: 'දැන්වීමේ රූප',
  coverAlt: 'ප්‍රධාන රූපය',
  imageAlt: (position: number) => `රූපය ${position}`,
  cover: 'ප්‍රධාන',
  moveLeft: (position: number) => `රූපය ${position} වමට ගෙන යන්න`,
  moveRight: (position: number) => `රූපය ${position} දකුණට ගෙන යන්න`,
  removeLabel: (position: number) => `රූපය ${position} ඉවත් කරන්න`,
  remove: 'ඉවත් කරන්න',
  uploading: (fileName: string) => `${fileName} උඩුගත වෙමින්`,
  pause: 'නවත්වන්න',
  resume: 'නැවත අරඹන්න',
  pauseLabel: (fileName: string) => `${fileName} උඩුගත කිරීම නවත්වන්න`,
  resumeLabel: (fileName: string) => `${fileName} උඩුගත කිරීම නැවත අරඹන්න`,
  paused: (percent: number) => `${percent}%කදී නැවැත්වුණා`,
  addImages: 'රූප එක් කරන්න',
  hint: (imagesMax: number, maxMegabytes: number) =>
    `රූප ${imagesMax}ක් දක්වා, එකක් මෙගාබයිට් ${maxMegabytes}ට අඩුවෙන්. පළමු රූපය ප්‍රධාන රූපයයි: එය වෙනස් කිරීමට වෙනත් රූපයක් මුලට ගෙන යන්න.`,
};

export const LISTING_EDITOR_TEXT: Translation<typeof LISTING_EDITOR.en> = {
  draftRestored: 'කෙටුම්පත නැවත ලැබුණා',
  draftRestoredText: 'ඔබ පසුගිය වතාවේ ඇතුළත් කළ දේ නැවත මෙහි ඇත.',
  discardDraft: 'කෙටුම්පත ඉවත දමන්න',
};

export const LISTING_FORM_FRAME_TEXT: Translation<typeof LISTING_FORM_FRAME.en> = {
  label: 'දැන්වීමේ විස්තර',
};

export const MY_LISTINGS_LIST_TEXT: Translation<typeof MY_LISTINGS_LIST.en> = {
  listLabel: 'ඔබේ දැන්වීම්',
  createListing: 'දැන්වීමක් සාදන්න',
  edit: 'සංස්කරණය',
  editLabel: (name: string) => `${name} සංස්කරණය කරන්න`,
  delete: 'මකන්න',
  deleteLabel: (name: string) => `${name} මකන්න`,
  deleteTitle: (name: string) => `“${name}” මකා දමන්නද?`,
  deleteListing: 'දැන්වීම මකා දැමීම',
  renewLabel: (name: string) => `${name} අලුත් කරන්න`,
  renew: 'අලුත් කරන්න',
  expired: 'කල් ඉකුත් වී ඇත',
  expiredHint: 'කල් ඉකුත් වූ දැන්වීම් පොදුවේ පෙන්වන්නේ නැහැ. නැවත පෙන්වීමට අලුත් කරන්න.',
  expiresOn: (date: string) => `${date} දින කල් ඉකුත් වේ`,
};

export const LISTING_PIN_TEXT: Translation<typeof LISTING_PIN.en> = {
  title: 'ස්ථානය පිහිටි තැන',
  hint: 'අල්පෙනෙත්ත ස්ථානයට ඇදගෙන යන්න, නැතහොත් සිතියම මත තට්ටු කරන්න. ඊතල යතුරුවලින්ද අල්පෙනෙත්ත ගෙන යා හැක.',
  mapLabel: 'අල්පෙනෙත්ත තැබීමට සිතියම',
  pinLabel: 'ස්ථානයේ අල්පෙනෙත්ත. ඊතල යතුරුවලින් එය ගෙන යන්න.',
  useTownCentre: 'නගරයේ මැද භාවිත කරන්න',
  zoomIn: 'විශාලනය කරන්න',
  zoomOut: 'කුඩා කරන්න',
  showExact: 'නිවැරදි ස්ථානය පෙන්වන්න',
  showExactHint: 'නැතහොත් අනෙක් අයට පෙනෙන්නේ මීටර් සිය ගණනකින් ඉවතට ගෙන ගිය ලක්ෂ්‍යයකි.',
};
