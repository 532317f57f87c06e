import { lazy, type ComponentType } from 'react';
import type { RemotePagesModule } from '@nivasa/contracts/federation';

/** What the shell mounts; each page is its own chunk, fetched when its route is shown. */
export const pages = {
  home: lazy(() => import('../pages/home-page').then(({ HomePage }) => ({ default: HomePage }))),
  about: lazy(() => import('../pages/about-page').then(({ AboutPage }) => ({ default: AboutPage }))),
  terms: lazy(() => import('../pages/terms-page').then(({ TermsPage }) => ({ default: TermsPage }))),
  privacy: lazy(() => import('../pages/privacy-page').then(({ PrivacyPage }) => ({ default: PrivacyPage }))),
} satisfies RemotePagesModule<'public', ComponentType>['pages'];
