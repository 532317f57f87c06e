import type { Translation } from '@nivasa/contracts/languages';
import type { REPORTED_CONVERSATIONS_TEXT as REPORTED_CONVERSATIONS } from './messages';

export const REPORTED_CONVERSATIONS_TEXT: Translation<typeof REPORTED_CONVERSATIONS.en> = {
  title: 'புகாரளிக்கப்பட்ட உரையாடல்கள்',
  intro:
    'தேடுபவருக்கும் உரிமையாளருக்கும் இடையே, அவர்களில் ஒருவர் புகாரளித்த உரையாடல்கள். புகாரளிக்கப்பட்ட உரையாடலை மட்டுமே படிக்க முடியும்; ஒவ்வொரு வாசிப்பும் பதிவாகும்.',
  loading: 'புகாரளிக்கப்பட்ட உரையாடல்கள் ஏற்றப்படுகின்றன...',
  none: 'புகாரளிக்கப்பட்ட உரையாடல்கள் இல்லை.',
  seeker: 'தேடுபவர்',
  owner: 'உரிமையாளர்',
  reportedBySeeker: 'தேடுபவர் புகாரளித்தார்',
  reportedByOwner: 'உரிமையாளர் புகாரளித்தார்',
  blocked: 'தடுக்கப்பட்டது',
  noDetails: 'விவரங்கள் தரப்படவில்லை.',
  read: 'உரையாடலைப் படிக்கவும்',
  hide: 'உரையாடலை மூடவும்',
  messages: 'செய்திகள்',
  loadingMessages: 'செய்திகள் ஏற்றப்படுகின்றன...',
  olderNotShown: 'பழைய செய்திகள் இங்கே காட்டப்படவில்லை.',
};
