import type { Translation } from '@nivasa/contracts/languages';
import type {
  CATEGORIES_TEXT as CATEGORIES,
  FEATURED_CAROUSEL_TEXT as FEATURED_CAROUSEL,
  FEATURED_PLACES_TEXT as FEATURED_PLACES,
  HERO_TEXT as HERO,
  OWNER_CALL_TO_ACTION_TEXT as OWNER_CALL_TO_ACTION,
  RECENT_LISTINGS_TEXT as RECENT_LISTINGS,
  SCROLL_DOWN_ARROW_TEXT as SCROLL_DOWN_ARROW,
} from './messages';

export const HERO_TEXT: Translation<typeof HERO.en> = {
  headline: 'நீங்கள் தங்க ஏற்ற அடுத்த இடத்தைக் கண்டறியுங்கள்.',
  lead: 'இலங்கை முழுவதும் அறைகள், அனெக்ஸ்கள், விடுதிகள், முழு வீடுகள்: ஓர் இரவுக்கோ, ஒரு மாதத்துக்கோ, நிரந்தரமாகவோ. ஒவ்வொரு விளம்பரமும் வெளியிடப்படும் முன் எங்கள் குழுவால் சரிபார்க்கப்படுகிறது.',
  browse: 'இடங்களைப் பாருங்கள்',
};

export const CATEGORIES_TEXT: Translation<typeof CATEGORIES.en> = {
  title: 'எங்கள் வகைகள்:',
};

export const FEATURED_PLACES_TEXT: Translation<typeof FEATURED_PLACES.en> = {
  title: 'சிறப்பு இடங்கள்',
  error: (message: string) => `பிழை: ${message}`,
};

export const FEATURED_CAROUSEL_TEXT: Translation<typeof FEATURED_CAROUSEL.en> = {
  label: 'சிறப்பு இடங்கள்',
  carousel: 'சுழற்காட்சி',
  slide: 'படவில்லை',
  slideLabel: (position: number, count: number) => `${count} இல் ${position}`,
  previous: 'முந்தைய சிறப்பு இடம்',
  next: 'அடுத்த சிறப்பு இடம்',
  showSlide: (position: number, count: number) => `${count} சிறப்பு இடங்களில் ${position} ஆவதைக் காட்டு`,
};

export const OWNER_CALL_TO_ACTION_TEXT: Translation<typeof OWNER_CALL_TO_ACTION.en> = {
  title: 'நீங்கள் சொத்து உரிமையாளரா?',
  text: 'உங்கள் சொத்தை இப்போதே விளம்பரப்படுத்தி, தங்க இடம் தேடும் ஆயிரக்கணக்கானோரைச் சென்றடையுங்கள்!',
  action: 'உங்கள் இடத்தைச் சேர்க்கவும்',
};

export const RECENT_LISTINGS_TEXT: Translation<typeof RECENT_LISTINGS.en> = {
  showMore: 'மேலும் பார்க்க...',
};

export const SCROLL_DOWN_ARROW_TEXT: Translation<typeof SCROLL_DOWN_ARROW.en> = {
  label: 'கீழே செல்லவும்',
};
