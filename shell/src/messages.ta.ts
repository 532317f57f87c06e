import type { Translation } from '@nivasa/contracts/languages';
import type {
  AUTH_CARD_TEXT as AUTH_CARD,
  COOKIE_BANNER_TEXT as COOKIE_BANNER,
  FOOTER_TEXT as FOOTER,
  NOT_FOUND_PAGE_TEXT as NOT_FOUND_PAGE,
  SITE_LINKS_TEXT as SITE_LINKS,
  UNAVAILABLE_NOTICE_TEXT as UNAVAILABLE_NOTICE,
  SAVED_COPY_TEXT as SAVED_COPY,
} from './messages';

export const NOT_FOUND_PAGE_TEXT: Translation<typeof NOT_FOUND_PAGE.en> = {
  code: '404',
  title: 'பக்கம் கிடைக்கவில்லை',
  text: 'நீங்கள் தேடிய பக்கத்தைக் கண்டுபிடிக்க முடியவில்லை. அது வேறு இடத்துக்கு மாற்றப்பட்டிருக்கலாம், அல்லது இணைப்பு தவறாக இருக்கலாம்.',
  home: 'முகப்புக்குத் திரும்புக',
};

export const COOKIE_BANNER_TEXT: Translation<typeof COOKIE_BANNER.en> = {
  label: 'குக்கீ ஒப்புதல்',
  notice: 'உங்களை உள்நுழைந்த நிலையில் வைத்திருக்கவும் உங்கள் தேர்வுகளை நினைவில் கொள்ளவும் Nivasa குக்கீகளைப் பயன்படுத்துகிறது. எங்கள்',
  privacyPolicy: 'தனியுரிமைக் கொள்கையைப்',
  noticeEnd: ' படியுங்கள்.',
  decline: 'மறுக்கிறேன்',
  accept: 'ஏற்கிறேன்',
};

export const SITE_LINKS_TEXT: Translation<typeof SITE_LINKS.en> = {
  home: 'முகப்பு',
  about: 'எங்களைப் பற்றி',
  addYourPlace: 'உங்கள் இடத்தைச் சேர்க்கவும்',
  terms: 'விதிமுறைகள்',
  privacy: 'தனியுரிமை',
  rentingSafely: 'பாதுகாப்பாக வாடகைக்கு எடுங்கள்',
  register: 'பதிவு செய்க',
  dashboard: 'கட்டுப்பாட்டுப் பலகை',
};

export const FOOTER_TEXT: Translation<typeof FOOTER.en> = {
  brand: 'Nivasa',
  tagline: 'இலங்கை முழுவதும் வாடகைக்கு அல்லது வாங்குவதற்கு அறைகள், அனெக்ஸ்கள், விடுதிகள் மற்றும் வீடுகள்.',
  address: '42, காலி வீதி, கொழும்பு 03, இலங்கை',
  phone: '+94 11 234 5678',
  phoneHref: 'tel:+94112345678',
  quickLinks: 'விரைவு இணைப்புகள்',
  socialLinks: 'சமூக ஊடக இணைப்புகள்',
  followUs: 'எங்களைப் பின்தொடருங்கள்',
  facebook: 'ஃபேஸ்புக்',
  instagram: 'இன்ஸ்டாகிராம்',
  youtube: 'யூடியூப்',
  linkedIn: 'லிங்க்ட்இன்',
  bottomLine: (year: number) => `© ${year} Nivasa. விலைகள் இலங்கை ரூபாயில் (ரூ.).`,
};

export const UNAVAILABLE_NOTICE_TEXT: Translation<typeof UNAVAILABLE_NOTICE.en> = {
  retry: 'மீண்டும் முயற்சிக்கவும்',
};

export const AUTH_CARD_TEXT: Translation<typeof AUTH_CARD.en> = {
  or: 'அல்லது',
};

export const SAVED_COPY_TEXT: Translation<typeof SAVED_COPY.en> = {
  note: 'இணைப்பு இல்லை: இது இந்தச் சாதனத்தில் சேமித்த நகல், பழையதாக இருக்கலாம்.',
};
