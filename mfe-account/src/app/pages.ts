import { lazy, type ComponentType } from 'react';
import type { RemotePagesModule } from '@nivasa/contracts/federation';

/** What the shell mounts (behind its signed-in guard); each page is its own chunk. */
export const pages = {
  myAccount: lazy(() => import('../pages/my-account-page').then(({ MyAccountPage }) => ({ default: MyAccountPage }))),
  editDetails: lazy(() => import('../pages/edit-details-page').then(({ EditDetailsPage }) => ({ default: EditDetailsPage }))),
} satisfies RemotePagesModule<'account', ComponentType>['pages'];
