import type { Translation } from '@nivasa/contracts/languages';
import type {
  MY_SEARCHES_LIST_TEXT as MY_SEARCHES_LIST,
  MY_SEARCHES_PAGE_TEXT as MY_SEARCHES_PAGE,
  UNSUBSCRIBE_ALERTS_PAGE_TEXT as UNSUBSCRIBE_ALERTS_PAGE,
  SAVED_SEARCH_ITEM_TEXT as SAVED_SEARCH_ITEM,
  UNSUBSCRIBE_ALERTS_TEXT as UNSUBSCRIBE_ALERTS,
} from './messages';

export const MY_SEARCHES_LIST_TEXT: Translation<typeof MY_SEARCHES_LIST.en> = {
  listLabel: 'நீங்கள் சேமித்த தேடல்கள்',
  loading: 'சேமித்த தேடல்கள் ஏற்றப்படுகின்றன...',
  failedToLoad: 'சேமித்த தேடல்களை ஏற்ற முடியவில்லை.',
  empty: 'நீங்கள் இன்னும் எந்தத் தேடலையும் சேமிக்கவில்லை.',
  emptyHint: 'இடங்களைத் தேடி, புதியவை பற்றி அறிய "இந்தத் தேடலைச் சேமி" அழுத்துங்கள்.',
  findPlaces: 'இடங்களைத் தேடுக',
  count: (count: number, limit: number) => `${limit} இல் ${count} தேடல்கள் சேமிக்கப்பட்டுள்ளன`,
};

export const SAVED_SEARCH_ITEM_TEXT: Translation<typeof SAVED_SEARCH_ITEM.en> = {
  instant: 'உடனுக்குடன்',
  daily: 'தினமும் காலை 7:00 மணிக்கு',
  frequency: 'மின்னஞ்சல் எப்போது',
  paused: 'நிறுத்தப்பட்டது',
  active: 'அறிவிப்புகள் இயக்கத்தில்',
  lastAlert: 'கடைசி அறிவிப்பு',
  never: 'இதுவரை இல்லை',
  open: 'திற',
  openLabel: (name: string) => `${name} தேடலைத் திற`,
  rename: 'பெயர் மாற்று',
  renameLabel: (name: string) => `${name} இன் பெயரை மாற்று`,
  newName: 'புதிய பெயர்',
  save: 'சேமி',
  cancel: 'ரத்துசெய்',
  pause: 'இடைநிறுத்து',
  pauseLabel: (name: string) => `${name} அறிவிப்புகளை இடைநிறுத்து`,
  resume: 'மீண்டும் தொடங்கு',
  resumeLabel: (name: string) => `${name} அறிவிப்புகளை மீண்டும் தொடங்கு`,
  delete: 'நீக்கு',
  deleteLabel: (name: string) => `${name} ஐ நீக்கு`,
  deleteTitle: 'இந்தச் சேமித்த தேடலை நீக்கவா?',
  deleteWarning: (name: string) => `"${name}" உம் அதன் அறிவிப்புகளும் நிறுத்தப்படும். இதைத் திரும்பப் பெற முடியாது.`,
  deleteConfirm: 'நீக்கு',
};

export const UNSUBSCRIBE_ALERTS_TEXT: Translation<typeof UNSUBSCRIBE_ALERTS.en> = {
  intro: 'இந்தச் சேமித்த தேடலுக்கு இனி மின்னஞ்சல்கள் வராது. சேமித்த தேடல்கள் பக்கத்தில் அவற்றை மீண்டும் இயக்கலாம்.',
  stop: 'இந்த அறிவிப்புகளை நிறுத்து',
  stopping: 'நிறுத்துகிறது...',
  done: 'முடிந்தது. இந்தத் தேடலுக்கு இனி அறிவிப்புகள் வராது.',
  noToken: 'இந்த இணைப்பு முழுமையாக இல்லை. மின்னஞ்சலில் இருந்து மீண்டும் திறங்கள்.',
  mySearches: 'சேமித்த தேடல்களுக்குச் செல்',
};

export const MY_SEARCHES_PAGE_TEXT: Translation<typeof MY_SEARCHES_PAGE.en> = {
  documentTitle: 'என் சேமித்த தேடல்கள் | Nivasa',
  title: 'என் சேமித்த தேடல்கள்',
};

export const UNSUBSCRIBE_ALERTS_PAGE_TEXT: Translation<typeof UNSUBSCRIBE_ALERTS_PAGE.en> = {
  documentTitle: 'அறிவிப்புகளை நிறுத்து | Nivasa',
  title: 'சேமித்த தேடலின் அறிவிப்புகளை நிறுத்து',
};
