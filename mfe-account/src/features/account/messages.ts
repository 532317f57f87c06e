/** My account's texts: its side buttons and the profile. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const ACCOUNT_ACTIONS_TEXT = catalogue('ACCOUNT_ACTIONS_TEXT', {
  label: 'Account actions',
  createListing: 'Create Listing',
  showMyListings: 'Show My Listings',
  showMyFavorites: 'Show My Favorites',
  showMySearches: 'Show My Saved Searches',
  deleteAccount: 'Delete Account',
  signOut: 'Sign Out',
  deleteTitle: 'Delete account',
  deleteConfirm: 'Delete',
  deleteWarning: 'Are you sure you want to delete your account? This action cannot be undone.',
} as const);

export const PROFILE_SUMMARY_TEXT = catalogue('PROFILE_SUMMARY_TEXT', {
  administrator: 'Administrator',
  member: 'Member',
  username: 'Username',
  email: 'Email',
  phoneNumber: 'Phone Number',
  noPhoneNumber: 'Not added yet',
  editDetails: 'Edit Details',
} as const);
