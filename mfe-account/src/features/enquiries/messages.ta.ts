import type { Translation } from '@nivasa/contracts/languages';
import type {
  MESSAGES_PAGE_TEXT as MESSAGES_PAGE,
  REPLY_BOX_TEXT as REPLY_BOX,
  THREAD_ACTIONS_TEXT as THREAD_ACTIONS,
  THREAD_LIST_TEXT as THREAD_LIST,
  THREAD_VIEW_TEXT as THREAD_VIEW,
} from './messages';

export const MESSAGES_PAGE_TEXT: Translation<typeof MESSAGES_PAGE.en> = {
  documentTitle: 'செய்திகள் | Nivasa',
  title: 'செய்திகள்',
  chooseThread: 'படிக்க ஒரு உரையாடலைத் தேர்ந்தெடுங்கள்.',
};

export const THREAD_LIST_TEXT: Translation<typeof THREAD_LIST.en> = {
  label: 'உரையாடல்கள்',
  loading: 'உங்கள் உரையாடல்கள் ஏற்றப்படுகின்றன...',
  empty: 'இன்னும் செய்திகள் இல்லை. ஒரு விளம்பரப் பக்கத்திலிருந்து உரிமையாளருக்கு எழுதுங்கள்.',
  findPlace: 'இடம் தேடுங்கள்',
  you: (text: string) => `நீங்கள்: ${text}`,
  unread: (count: string) => `படிக்காதவை ${count}`,
  noLongerListed: 'இனி பட்டியலில் இல்லை',
  blocked: 'தடுக்கப்பட்டது',
  tryAgain: 'மீண்டும் முயற்சிக்கவும்',
};

export const THREAD_VIEW_TEXT: Translation<typeof THREAD_VIEW.en> = {
  back: '← எல்லா செய்திகளும்',
  loading: 'உரையாடல் ஏற்றப்படுகிறது...',
  withPerson: (name: string) => `${name} உடன்`,
  seeListing: 'விளம்பரத்தைப் பாருங்கள்',
  notPublic: 'இந்த விளம்பரம் இனி கிடைக்காது. இந்த உரையாடலை நீங்கள் இன்னும் படிக்கலாம்.',
  messages: 'செய்திகள்',
  mine: 'நீங்கள்',
  sentAt: (when: string) => `அனுப்பியது ${when}`,
  tryAgain: 'மீண்டும் முயற்சிக்கவும்',
};

export const REPLY_BOX_TEXT: Translation<typeof REPLY_BOX.en> = {
  label: 'உங்கள் பதில்',
  count: (used: string, most: string) => `${used} / ${most}`,
  tooShort: 'முதலில் ஒரு செய்தியை எழுதுங்கள்.',
  tooLong: (most: string) => `${most} எழுத்துகளுக்குள் எழுதுங்கள்.`,
  send: 'அனுப்பு',
  failed: 'உங்கள் செய்தியை அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
};

export const THREAD_ACTIONS_TEXT: Translation<typeof THREAD_ACTIONS.en> = {
  label: 'உரையாடல் செயல்கள்',
  sharePhone: 'என் தொலைபேசி எண்ணைப் பகிர்',
  ownerPhone: 'உரிமையாளரின் தொலைபேசி',
  block: 'தடு',
  blockConfirm: (name: string) => `${name} அவர்களைத் தடுக்கவா? இங்கே இருவரும் இனி செய்திகளை அனுப்ப முடியாது.`,
  blockYes: 'ஆம், தடு',
  report: 'புகார் செய்',
  reportTitle: 'இந்த உரையாடலைப் பற்றி புகார் செய்யுங்கள்',
  reason: 'என்ன தவறு?',
  details: 'விவரங்கள் (விருப்பத்தேர்வு)',
  sendReport: 'புகாரை அனுப்பவும்',
  cancel: 'ரத்துசெய்',
  failed: 'அதைச் செய்ய முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  reported: 'இந்த உரையாடலைப் பற்றி புகார் செய்துள்ளீர்கள். எங்கள் மதிப்பீட்டாளர்கள் அதைப் படிப்பார்கள்.',
  blockedByMe: 'இவரை நீங்கள் தடுத்துள்ளீர்கள். இங்கே இனி செய்திகளை அனுப்ப முடியாது.',
  blockedByOther: 'இந்த உரையாடலில் இனி செய்திகளை அனுப்ப முடியாது.',
  olderMessages: 'பழைய செய்திகளைக் காட்டு',
};
