import { lazy, type ComponentType } from 'react';
import type { RemotePagesModule } from '@nivasa/contracts/federation';

/** What the shell mounts (behind its signed-in guard); each page is its own chunk. */
export const pages = {
  myAccount: lazy(() => import('../pages/my-account-page').then(({ MyAccountPage }) => ({ default: MyAccountPage }))),
} satisfies RemotePagesModule<'account', ComponentType>['pages'];
