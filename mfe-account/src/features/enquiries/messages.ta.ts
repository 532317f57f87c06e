import type { Translation } from '@nivasa/contracts/languages';
import type {
  MESSAGES_PAGE_TEXT as MESSAGES_PAGE,
  REPLY_BOX_TEXT as REPLY_BOX,
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
  deletedUser: 'முன்னாள் பயனர்',
  you: (text: string) => `நீங்கள்: ${text}`,
  unread: (count: string) => `படிக்காதவை ${count}`,
  noLongerListed: 'இனி பட்டியலில் இல்லை',
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
  olderHidden: 'பழைய செய்திகள் காட்டப்படவில்லை.',
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
