import type { Translation } from '@nivasa/contracts/languages';
import type {
  ACCOUNT_ENTRY_TEXT as ACCOUNT_ENTRY,
  HEADER_TEXT as HEADER,
  LANGUAGE_SWITCHER_TEXT as LANGUAGE_SWITCHER,
  MESSAGES_ENTRY_TEXT as MESSAGES_ENTRY,
  SEARCH_FORM_TEXT as SEARCH_FORM,
} from './messages';

export const HEADER_TEXT: Translation<typeof HEADER.en> = {
  menu: 'மெனு',
  mainNavigation: 'முதன்மை',
};

export const ACCOUNT_ENTRY_TEXT: Translation<typeof ACCOUNT_ENTRY.en> = {
  signIn: 'உள்நுழைக',
  myAccount: 'என் கணக்கு',
};

export const SEARCH_FORM_TEXT: Translation<typeof SEARCH_FORM.en> = {
  label: 'விளம்பரங்களைத் தேடுக',
  placeholder: 'இடங்கள், நகரங்களைத் தேடுக…',
  submit: 'தேடு',
};

export const LANGUAGE_SWITCHER_TEXT: Translation<typeof LANGUAGE_SWITCHER.en> = {
  label: 'மொழி',
};

export const MESSAGES_ENTRY_TEXT: Translation<typeof MESSAGES_ENTRY.en> = {
  messages: 'செய்திகள்',
  unread: (count: string) => `படிக்காதவை ${count}`,
};
