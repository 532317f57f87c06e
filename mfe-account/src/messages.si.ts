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
  alt: (username: string) => `${username}ගේ පැතිකඩ රූපය`,
};

export const MY_ACCOUNT_PAGE_TEXT: Translation<typeof MY_ACCOUNT_PAGE.en> = {
  title: 'මගේ ගිණුම',
};

export const EDIT_DETAILS_PAGE_TEXT: Translation<typeof EDIT_DETAILS_PAGE.en> = {
  title: 'විස්තර සංස්කරණය',
  back: '← මගේ ගිණුම',
  detailsLabel: 'ඔබේ විස්තර',
};

export const MY_FAVORITES_PAGE_TEXT: Translation<typeof MY_FAVORITES_PAGE.en> = {
  documentTitle: 'මගේ ප්‍රියතම | Nivasa',
  title: 'මගේ ප්‍රියතම',
};

export const MY_LISTINGS_PAGE_TEXT: Translation<typeof MY_LISTINGS_PAGE.en> = {
  title: 'මගේ දැන්වීම්',
};

export const CREATE_LISTING_PAGE_TEXT: Translation<typeof CREATE_LISTING_PAGE.en> = {
  submit: 'දැන්වීම සාදන්න',
};

export const UPDATE_LISTING_PAGE_TEXT: Translation<typeof UPDATE_LISTING_PAGE.en> = {
  submit: 'දැන්වීම යාවත්කාලීන කරන්න',
  back: '← මගේ දැන්වීම්',
};
