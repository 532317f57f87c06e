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
  placeSection: 'இடம்',
  roomsSection: 'அறைகள்',
  priceSection: 'விலை',
  locationSection: 'அமைவிடம்',
  facilitiesSection: 'வசதிகள்',
  imagesSection: 'படங்கள்',
  namePlaceholder: 'கொழும்பு பல்கலைக்கழகத்துக்கு அருகில் வெளிச்சமான தனி அறை',
  rulesLabel: 'நிபந்தனைகள் (விருப்பத்தேர்வு)',
  rulesPlaceholder: 'வீட்டு விதிகள், முற்பணம், அறிவிப்புக் காலம்…',
  bedsHint: 'ஒவ்வொரு அறையிலும்.',
  rentLabel: 'வாடகை',
  priceLabel: 'விலை',
  priceRange: (min: string, max: string) => `${min} முதல் ${max} வரை.`,
  districtPlaceholder: 'மாவட்டத்தைத் தேர்ந்தெடுக்கவும்',
  cityPlaceholder: 'நகரத்தைத் தேர்ந்தெடுக்கவும்',
  cityBeforeDistrict: 'முதலில் மாவட்டத்தைத் தேர்ந்தெடுக்கவும்',
  waitingForImages: 'படங்கள் பதிவேறும் வரை காத்திருக்கிறது…',
};

export const IMAGE_PICKER_TEXT: Translation<typeof IMAGE_PICKER.en> = {
  listLabel: 'விளம்பரப் படங்கள்',
  coverAlt: 'முகப்புப் படம்',
  imageAlt: (position: number) => `படம் ${position}`,
  cover: 'முகப்பு',
  moveLeft: (position: number) => `படம் ${position} ஐ இடப்பக்கம் நகர்த்து`,
  moveRight: (position: number) => `படம் ${position} ஐ வலப்பக்கம் நகர்த்து`,
  removeLabel: (position: number) => `படம் ${position} ஐ நீக்கு`,
  remove: 'நீக்கு',
  uploading: (fileName: string) => `${fileName} பதிவேறுகிறது`,
  pause: 'இடைநிறுத்து',
  resume: 'தொடர்',
  pauseLabel: (fileName: string) => `${fileName} பதிவேற்றத்தை இடைநிறுத்து`,
  resumeLabel: (fileName: string) => `${fileName} பதிவேற்றத்தைத் தொடர்`,
  paused: (percent: number) => `${percent}% இல் இடைநிறுத்தப்பட்டது`,
  addImages: 'படங்களைச் சேர்',
  hint: (imagesMax: number, maxMegabytes: number) =>
    `அதிகபட்சம் ${imagesMax} படங்கள், ஒவ்வொன்றும் ${maxMegabytes} மெகாபைட்டுக்குக் குறைவாக. முதல் படமே முகப்புப் படம்: அதை மாற்ற வேறொரு படத்தை முன்னுக்கு நகர்த்தவும்.`,
};

export const LISTING_EDITOR_TEXT: Translation<typeof LISTING_EDITOR.en> = {
  draftRestored: 'வரைவு மீட்டெடுக்கப்பட்டது',
  draftRestoredText: 'கடந்த முறை நீங்கள் உள்ளிட்டவை மீண்டும் இங்கே உள்ளன.',
  discardDraft: 'வரைவை நீக்கு',
};

export const LISTING_FORM_FRAME_TEXT: Translation<typeof LISTING_FORM_FRAME.en> = {
  label: 'விளம்பர விவரங்கள்',
};

export const MY_LISTINGS_LIST_TEXT: Translation<typeof MY_LISTINGS_LIST.en> = {
  listLabel: 'உங்கள் விளம்பரங்கள்',
  createListing: 'விளம்பரம் ஒன்றை உருவாக்கு',
  edit: 'திருத்து',
  editLabel: (name: string) => `${name} ஐத் திருத்து`,
  delete: 'நீக்கு',
  deleteLabel: (name: string) => `${name} ஐ நீக்கு`,
  deleteTitle: (name: string) => `“${name}” ஐ நீக்கவா?`,
  deleteListing: 'விளம்பரத்தை நீக்குதல்',
  renewLabel: (name: string) => `${name}-ஐப் புதுப்பிக்கவும்`,
  renew: 'புதுப்பிக்கவும்',
  expired: 'காலாவதியானது',
  expiredHint: 'காலாவதியான விளம்பரங்கள் பொதுவில் காட்டப்படாது. மீண்டும் காட்ட புதுப்பிக்கவும்.',
  expiresOn: (date: string) => `${date} அன்று காலாவதியாகும்`,
};

export const LISTING_PIN_TEXT: Translation<typeof LISTING_PIN.en> = {
  title: 'இடத்தின் அமைவிடம்',
  hint: 'குறியை இடத்துக்கு இழுங்கள், அல்லது வரைபடத்தைத் தட்டுங்கள். அம்புக்குறி விசைகளாலும் குறியை நகர்த்தலாம்.',
  mapLabel: 'குறியை வைப்பதற்கான வரைபடம்',
  pinLabel: 'இடத்தின் குறி. அம்புக்குறி விசைகளால் நகர்த்துங்கள்.',
  useTownCentre: 'நகரத்தின் மையத்தைப் பயன்படுத்து',
  zoomIn: 'பெரிதாக்கு',
  zoomOut: 'சிறிதாக்கு',
  showExact: 'சரியான இடத்தைக் காட்டு',
  showExactHint: 'இல்லையெனில், பொதுமக்கள் சில நூறு மீட்டர் நகர்த்தப்பட்ட ஒரு புள்ளியைக் காண்பார்கள்.',
};
