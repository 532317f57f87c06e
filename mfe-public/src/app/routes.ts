import type { ComponentType } from 'react';
import { lazyPage } from '@nivasa/ui/lazy-page';
import type { RemoteRoutesModule } from '@nivasa/contracts/federation';
import { PATHS } from '@nivasa/contracts/paths';

const HomePage = lazyPage(() => import('../pages/home-page').then(({ HomePage }) => ({ default: HomePage })));

/**
 * Every page this remote owns, for the shell and for the standalone page alike. The build
 * publishes the paths and access beside the manifest, so a page added here ships with this
 * remote alone. Each page is its own chunk, fetched when its route is shown.
 */
export const routes = [
  { path: PATHS.home, access: 'everyone', page: HomePage },
  { path: PATHS.homeAlias, access: 'everyone', page: HomePage },
  {
    path: PATHS.about,
    access: 'everyone',
    page: lazyPage(() => import('../pages/about-page').then(({ AboutPage }) => ({ default: AboutPage }))),
  },
  {
    path: PATHS.terms,
    access: 'everyone',
    page: lazyPage(() => import('../pages/terms-page').then(({ TermsPage }) => ({ default: TermsPage }))),
  },
  {
    path: PATHS.privacy,
    access: 'everyone',
    page: lazyPage(() => import('../pages/privacy-page').then(({ PrivacyPage }) => ({ default: PrivacyPage }))),
  },
  {
    path: PATHS.rentingSafely,
    access: 'everyone',
    page: lazyPage(() => import('../pages/renting-safely-page').then(({ RentingSafelyPage }) => ({ default: RentingSafelyPage }))),
  },
  {
    path: PATHS.search,
    access: 'everyone',
    // Its first screen comes from this remote's server too (src/app/server-rendered.tsx).
    serverRendered: true,
    page: lazyPage(() => import('../pages/search-page').then(({ SearchPage }) => ({ default: SearchPage }))),
  },
  {
    path: PATHS.listingPattern,
    access: 'everyone',
    serverRendered: true,
    page: lazyPage(() => import('../pages/listing-page').then(({ ListingPage }) => ({ default: ListingPage }))),
  },
] satisfies RemoteRoutesModule<ComponentType>['routes'];
