import type { Translation } from '@nivasa/contracts/languages';
import type { SAVE_SEARCH_DIALOG_TEXT as SAVE_SEARCH_DIALOG } from './messages';

export const SAVE_SEARCH_DIALOG_TEXT: Translation<typeof SAVE_SEARCH_DIALOG.en> = {
  title: 'இந்தத் தேடலைச் சேமி',
  intro: 'பொருந்தும் புதிய இடங்கள் வந்ததும் உங்களுக்கு மின்னஞ்சல் அனுப்புவோம்.',
  name: 'பெயர்',
  frequency: 'எவ்வளவு அடிக்கடி மின்னஞ்சல் அனுப்ப வேண்டும்?',
  instant: 'உடனுக்குடன்',
  instantHint: 'புதிய பொருத்தம் வந்த சில நிமிடங்களில்',
  daily: 'தினமும் காலை 7:00 மணிக்கு',
  dailyHint: 'ஒவ்வொரு காலையும் ஒரு மின்னஞ்சல்',
  save: 'சேமி',
  cancel: 'ரத்துசெய்',
  mySearches: 'சேமித்த தேடல்களைப் பார்க்க',
  close: 'மூடு',
};
