import type { Translation } from '@nivasa/contracts/languages';
import type { LANGUAGE_PROMPT_TEXT as LANGUAGE_PROMPT } from './messages';

export const LANGUAGE_PROMPT_TEXT: Translation<typeof LANGUAGE_PROMPT.en> = {
  label: 'மொழி',
  offer: 'இந்தப் பக்கத்தைத் தமிழில் பார்க்கவும்',
  dismiss: 'வேண்டாம், நன்றி',
};
