import type { Translation } from '@nivasa/contracts/languages';
import type {
  AVATAR_TEXT as AVATAR,
  CREATE_LISTING_PAGE_TEXT as CREATE_LISTING_PAGE,
  EDIT_DETAILS_PAGE_TEXT as EDIT_DETAILS_PAGE,
  MY_ACCOUNT_PAGE_TEXT as MY_ACCOUNT_PAGE,
  MY_FAVORITES_PAGE_TEXT as MY_FAVORITES_PAGE,
  MY_LISTINGS_PAGE_TEXT as MY_LISTINGS_PAGE,
  UPDATE_LISTING_PAGE_TEXT as UPDATE_LISTING_PAGE,
} from './messages';

export const AVATAR_TEXT: Translation<typeof AVATAR.en> = {
  alt: (username: string) => `${username} இன் சுயவிவரப் படம்`,
};

export const MY_ACCOUNT_PAGE_TEXT: Translation<typeof MY_ACCOUNT_PAGE.en> = {
  title: 'என் கணக்கு',
};

export const EDIT_DETAILS_PAGE_TEXT: Translation<typeof EDIT_DETAILS_PAGE.en> = {
  title: 'விவரங்களைத் திருத்து',
  back: '← என் கணக்கு',
  detailsLabel: 'உங்கள் விவரங்கள்',
};

export const MY_FAVORITES_PAGE_TEXT: Translation<typeof MY_FAVORITES_PAGE.en> = {
  documentTitle: 'என் விருப்பங்கள் | Nivasa',
  title: 'என் விருப்பங்கள்',
};

export const MY_LISTINGS_PAGE_TEXT: Translation<typeof MY_LISTINGS_PAGE.en> = {
  title: 'என் விளம்பரங்கள்',
};

export const CREATE_LISTING_PAGE_TEXT: Translation<typeof CREATE_LISTING_PAGE.en> = {
  submit: 'விளம்பரத்தை உருவாக்கு',
};

export const UPDATE_LISTING_PAGE_TEXT: Translation<typeof UPDATE_LISTING_PAGE.en> = {
  submit: 'விளம்பரத்தைப் புதுப்பி',
  back: '← என் விளம்பரங்கள்',
};
