import type { Translation } from '@nivasa/contracts/languages';
import type { ACCOUNT_ACTIONS_TEXT as ACCOUNT_ACTIONS, PROFILE_SUMMARY_TEXT as PROFILE_SUMMARY } from './messages';

export const ACCOUNT_ACTIONS_TEXT: Translation<typeof ACCOUNT_ACTIONS.en> = {
  label: 'ගිණුමේ ක්‍රියා',
  createListing: 'දැන්වීමක් සාදන්න',
  showMyListings: 'මගේ දැන්වීම් පෙන්වන්න',
  showMyFavorites: 'මගේ ප්‍රියතම පෙන්වන්න',
  showMySearches: 'මගේ සුරැකි සෙවුම් පෙන්වන්න',
  deleteAccount: 'ගිණුම මකන්න',
  signOut: 'ඉවත් වන්න',
  deleteTitle: 'ගිණුම මකා දැමීම',
  deleteConfirm: 'මකන්න',
  deleteWarning: 'ඔබේ ගිණුම මකා දැමීමට ඔබට විශ්වාසද? මෙය ආපසු හැරවිය නොහැක.',
};

export const PROFILE_SUMMARY_TEXT: Translation<typeof PROFILE_SUMMARY.en> = {
  administrator: 'පරිපාලක',
  member: 'සාමාජික',
  username: 'පරිශීලක නාමය',
  email: 'විද්‍යුත් තැපෑල',
  phoneNumber: 'දුරකථන අංකය',
  noPhoneNumber: 'තවම එක් කර නැත',
  editDetails: 'විස්තර සංස්කරණය කරන්න',
};
