/** My saved searches and the alerts' unsubscribe page, with their pages' titles. The API's answers come in the page's language from the API. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const MY_SEARCHES_LIST_TEXT = catalogue('MY_SEARCHES_LIST_TEXT', {
  listLabel: 'Your saved searches',
  loading: 'Loading your saved searches...',
  failedToLoad: 'Could not load your saved searches.',
  empty: 'You have no saved searches yet.',
  emptyHint: 'Search for places, then press "Save this search" to hear about new ones.',
  findPlaces: 'Search places',
  count: (count: number, limit: number) => `${count} of ${limit} saved searches`,
} as const);

export const SAVED_SEARCH_ITEM_TEXT = catalogue('SAVED_SEARCH_ITEM_TEXT', {
  instant: 'Instantly',
  daily: 'Daily at 7:00',
  frequency: 'Email me',
  paused: 'Paused',
  active: 'Alerts on',
  lastAlert: 'Last alert',
  never: 'Never',
  open: 'Open',
  openLabel: (name: string) => `Open the search ${name}`,
  rename: 'Rename',
  renameLabel: (name: string) => `Rename ${name}`,
  newName: 'New name',
  save: 'Save',
  cancel: 'Cancel',
  pause: 'Pause',
  pauseLabel: (name: string) => `Pause alerts for ${name}`,
  resume: 'Resume',
  resumeLabel: (name: string) => `Resume alerts for ${name}`,
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete this saved search?',
  deleteWarning: (name: string) => `"${name}" and its alerts will stop. This cannot be undone.`,
  deleteConfirm: 'Delete',
} as const);

export const UNSUBSCRIBE_ALERTS_TEXT = catalogue('UNSUBSCRIBE_ALERTS_TEXT', {
  intro: 'You will get no more emails for this saved search. You can turn them on again in My saved searches.',
  stop: 'Stop these alerts',
  stopping: 'Stopping...',
  done: 'Done. You will get no more alerts for this search.',
  noToken: 'This link is not complete. Open it again from the email.',
  mySearches: 'Go to my saved searches',
} as const);

export const MY_SEARCHES_PAGE_TEXT = catalogue('MY_SEARCHES_PAGE_TEXT', {
  documentTitle: 'My saved searches | Nivasa',
  title: 'My saved searches',
} as const);

export const UNSUBSCRIBE_ALERTS_PAGE_TEXT = catalogue('UNSUBSCRIBE_ALERTS_PAGE_TEXT', {
  documentTitle: 'Stop alerts | Nivasa',
  title: 'Stop alerts for a saved search',
} as const);
