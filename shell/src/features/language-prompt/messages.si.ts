import type { Translation } from '@nivasa/contracts/languages';
import type { LANGUAGE_PROMPT_TEXT as LANGUAGE_PROMPT } from './messages';

export const LANGUAGE_PROMPT_TEXT: Translation<typeof LANGUAGE_PROMPT.en> = {
  label: 'භාෂාව',
  offer: 'මෙම පිටුව සිංහලෙන් බලන්න',
  dismiss: 'එපා, ස්තුතියි',
};
