import type { Translation } from '@nivasa/contracts/languages';
import type { OFFLINE_PAGE_TEXT as OFFLINE_PAGE, SAVED_COPY_TEXT as SAVED_COPY } from './messages';

export const SAVED_COPY_TEXT: Translation<typeof SAVED_COPY.en> = {
  note: 'இணைப்பு இல்லை: இது இந்தச் சாதனத்தில் சேமித்த நகல், பழையதாக இருக்கலாம்.',
};

export const OFFLINE_PAGE_TEXT: Translation<typeof OFFLINE_PAGE.en> = {
  title: 'நீங்கள் இணைப்பில் இல்லை',
  text: 'இந்தப் பக்கம் இந்தச் சாதனத்தில் சேமிக்கப்படவில்லை. நீங்கள் முன்பு திறந்த பக்கங்களும் உங்கள் விருப்பங்களும் இணைப்பு இல்லாமலும் திறக்கும்.',
  tryAgain: 'மீண்டும் முயற்சிக்கவும்',
  home: 'முகப்பு',
  favourites: 'என் விருப்பங்கள்',
};
