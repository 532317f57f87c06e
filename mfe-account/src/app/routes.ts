import type { ComponentType } from 'react';
import { lazyPage } from '@nivasa/ui/lazy-page';
import type { RemoteRoutesModule } from '@nivasa/contracts/federation';
import { PATHS } from '@nivasa/contracts/paths';

/**
 * Every page this remote owns, for the shell (behind its signed-in guard) and for the
 * standalone page alike. The build publishes the paths and access beside the manifest, so a
 * page added here ships with this remote alone. Each page is its own chunk.
 */
export const routes = [
  {
    path: PATHS.myAccount,
    access: 'signed-in',
    page: lazyPage(() => import('../pages/my-account-page').then(({ MyAccountPage }) => ({ default: MyAccountPage }))),
  },
  {
    path: PATHS.editDetails,
    access: 'signed-in',
    page: lazyPage(() => import('../pages/edit-details-page').then(({ EditDetailsPage }) => ({ default: EditDetailsPage }))),
  },
  {
    path: PATHS.createListing,
    access: 'signed-in',
    page: lazyPage(() => import('../pages/create-listing-page').then(({ CreateListingPage }) => ({ default: CreateListingPage }))),
  },
  {
    path: PATHS.updateListingPattern,
    access: 'signed-in',
    page: lazyPage(() => import('../pages/update-listing-page').then(({ UpdateListingPage }) => ({ default: UpdateListingPage }))),
  },
  {
    path: PATHS.myListings,
    access: 'signed-in',
    page: lazyPage(() => import('../pages/my-listings-page').then(({ MyListingsPage }) => ({ default: MyListingsPage }))),
  },
  {
    path: PATHS.myFavorites,
    access: 'signed-in',
    page: lazyPage(() => import('../pages/my-favorites-page').then(({ MyFavoritesPage }) => ({ default: MyFavoritesPage }))),
  },
  {
    path: PATHS.mySearches,
    access: 'signed-in',
    page: lazyPage(() => import('../pages/my-searches-page').then(({ MySearchesPage }) => ({ default: MySearchesPage }))),
  },
  {
    // An alert mail's link: it works signed out (the token is the proof).
    path: PATHS.unsubscribeAlerts,
    access: 'everyone',
    page: lazyPage(() =>
      import('../pages/unsubscribe-alerts-page').then(({ UnsubscribeAlertsPage }) => ({ default: UnsubscribeAlertsPage })),
    ),
  },
  // A thread opens beside the list on a desktop, so both addresses are the one page.
  {
    path: PATHS.messages,
    access: 'signed-in',
    page: lazyPage(() => import('../pages/messages-page').then(({ MessagesPage }) => ({ default: MessagesPage }))),
  },
  {
    path: PATHS.messageThreadPattern,
    access: 'signed-in',
    page: lazyPage(() => import('../pages/messages-page').then(({ MessagesPage }) => ({ default: MessagesPage }))),
  },
] satisfies RemoteRoutesModule<ComponentType>['routes'];
