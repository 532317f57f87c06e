import type { Translation } from '@nivasa/contracts/languages';
import type {
  ACCOUNT_ENTRY_TEXT as ACCOUNT_ENTRY,
  HEADER_TEXT as HEADER,
  LANGUAGE_SWITCHER_TEXT as LANGUAGE_SWITCHER,
  MESSAGES_ENTRY_TEXT as MESSAGES_ENTRY,
  SEARCH_FORM_TEXT as SEARCH_FORM,
} from './messages';

export const HEADER_TEXT: Translation<typeof HEADER.en> = {
  menu: 'මෙනුව',
  mainNavigation: 'ප්‍රධාන',
};

export const ACCOUNT_ENTRY_TEXT: Translation<typeof ACCOUNT_ENTRY.en> = {
  signIn: 'පිවිසෙන්න',
  myAccount: 'මගේ ගිණුම',
};

export const SEARCH_FORM_TEXT: Translation<typeof SEARCH_FORM.en> = {
  label: 'දැන්වීම් සොයන්න',
  placeholder: 'ස්ථාන, නගර සොයන්න…',
  submit: 'සොයන්න',
};

export const LANGUAGE_SWITCHER_TEXT: Translation<typeof LANGUAGE_SWITCHER.en> = {
  label: 'භාෂාව',
};

export const MESSAGES_ENTRY_TEXT: Translation<typeof MESSAGES_ENTRY.en> = {
  messages: 'පණිවිඩ',
  unread: (count: string) => `නොකියවූ ${count}`,
};
