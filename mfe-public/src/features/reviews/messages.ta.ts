import type { Translation } from '@nivasa/contracts/languages';
import type { REVIEW_FORM_TEXT as REVIEW_FORM, REVIEW_ITEM_TEXT as REVIEW_ITEM, REVIEWS_SECTION_TEXT as REVIEWS_SECTION } from './messages';

export const REVIEWS_SECTION_TEXT: Translation<typeof REVIEWS_SECTION.en> = {
  title: 'மதிப்பாய்வுகள்',
  yourReview: 'உங்கள் மதிப்பாய்வு',
  signIn: 'உள்நுழைக',
  write: 'மதிப்பாய்வு எழுதுங்கள்',
  loadingForm: 'மதிப்பாய்வுப் படிவம் ஏற்றப்படுகிறது...',
  loading: 'மதிப்பாய்வுகள் ஏற்றப்படுகின்றன...',
  listLabel: 'மதிப்பாய்வுகள்',
  showMore: 'மேலும் காட்டு',
};

export const REVIEW_FORM_TEXT: Translation<typeof REVIEW_FORM.en> = {
  rating: 'உங்கள் மதிப்பீடு',
  ratingRequired: '1 முதல் 5 நட்சத்திரங்கள் வரை தேர்ந்தெடுங்கள்.',
  ratingWords: ['மோசம்', 'பரவாயில்லை', 'நன்று', 'மிக நன்று', 'சிறப்பு'],
  comment: 'உங்கள் மதிப்பாய்வு',
  commentRequired: 'இந்த இடத்தைப் பற்றி சில வார்த்தைகள் எழுதுங்கள்.',
  commentPlaceholder: 'அங்கு தங்கியது எப்படி இருந்தது? இடம், உரிமையாளர், சுற்றுப்புறம்...',
  post: 'மதிப்பாய்வை வெளியிடு',
};

export const REVIEW_ITEM_TEXT: Translation<typeof REVIEW_ITEM.en> = {
  confirmDelete: 'இந்த மதிப்பாய்வை நீக்கவா?',
  deleting: 'நீக்கப்படுகிறது...',
  yesDelete: 'ஆம், நீக்கு',
  delete: 'நீக்கு',
};
