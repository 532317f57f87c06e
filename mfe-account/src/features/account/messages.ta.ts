import type { Translation } from '@nivasa/contracts/languages';
import type { ACCOUNT_ACTIONS_TEXT as ACCOUNT_ACTIONS, PROFILE_SUMMARY_TEXT as PROFILE_SUMMARY } from './messages';

export const ACCOUNT_ACTIONS_TEXT: Translation<typeof ACCOUNT_ACTIONS.en> = {
  label: 'கணக்குச் செயல்கள்',
  createListing: 'விளம்பரம் ஒன்றை உருவாக்கு',
  showMyListings: 'என் விளம்பரங்களைக் காட்டு',
  showMyFavorites: 'என் விருப்பங்களைக் காட்டு',
  showMySearches: 'என் சேமித்த தேடல்களைக் காட்டு',
  deleteAccount: 'கணக்கை நீக்கு',
  signOut: 'வெளியேறுக',
  deleteTitle: 'கணக்கை நீக்குதல்',
  deleteConfirm: 'நீக்கு',
  deleteWarning: 'உங்கள் கணக்கை நீக்க விரும்புகிறீர்களா? இதைத் திரும்பப் பெற முடியாது.',
};

export const PROFILE_SUMMARY_TEXT: Translation<typeof PROFILE_SUMMARY.en> = {
  administrator: 'நிர்வாகி',
  member: 'உறுப்பினர்',
  username: 'பயனர்பெயர்',
  email: 'மின்னஞ்சல்',
  phoneNumber: 'தொலைபேசி எண்',
  noPhoneNumber: 'இன்னும் சேர்க்கப்படவில்லை',
  editDetails: 'விவரங்களைத் திருத்து',
};
