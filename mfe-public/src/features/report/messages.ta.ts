import type { Translation } from '@nivasa/contracts/languages';
import type { REPORT_LISTING_TEXT as REPORT_LISTING } from './messages';

export const REPORT_LISTING_TEXT: Translation<typeof REPORT_LISTING.en> = {
  open: 'இந்த விளம்பரத்தைப் புகாரளிக்கவும்',
  title: 'இந்த விளம்பரத்தைப் புகாரளிக்கவும்',
  reason: 'என்ன தவறு?',
  details: 'விவரங்கள் (விரும்பினால்)',
  detailsHint: 'என்ன நடந்தது? தேதிகள், தொகைகள், அவர்கள் கேட்ட விதம் எங்கள் மதிப்பீட்டாளர்களுக்கு உதவும்.',
  send: 'புகாரை அனுப்பவும்',
  cancel: 'ரத்துசெய்',
  loadingForm: 'படிவம் ஏற்றப்படுகிறது...',
  failed: 'புகாரை அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
};
