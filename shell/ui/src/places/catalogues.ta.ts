import type { Translation } from '@nivasa/contracts/languages';
import type { PLACE_SUGGESTIONS_TEXT as PLACE_SUGGESTIONS } from './catalogues';

export const PLACE_SUGGESTIONS_TEXT: Translation<typeof PLACE_SUGGESTIONS.en> = {
  kind: { district: 'மாவட்டம்', town: 'நகரம்', campus: 'வளாகம் அல்லது மருத்துவமனை' },
  listLabel: 'இடங்கள்',
  loading: 'இடங்களைத் தேடுகிறது…',
  none: 'அந்தப் பெயரில் இடம் இல்லை',
  failed: 'இடங்களைப் பெற முடியவில்லை',
};
