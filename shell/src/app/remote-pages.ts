/**
 * Where each remote's pages are mounted, and who may see them. Plain data (no React), so the
 * entry can start loading the landing page's remote before the bootstrap chunk arrives.
 */
import type { RemoteName, RemotePageKeys } from '@nivasa/contracts/federation';
import { PATHS } from '@nivasa/contracts/paths';

export type PageAccess = 'everyone' | 'signed-in' | 'admin';

export type RemotePageRoute = {
  [R in RemoteName]: { path: string; remote: R; page: RemotePageKeys[R]; access: PageAccess };
}[RemoteName];

export const REMOTE_PAGE_ROUTES: readonly RemotePageRoute[] = [
  { path: PATHS.home, remote: 'public', page: 'home', access: 'everyone' },
  { path: PATHS.homeAlias, remote: 'public', page: 'home', access: 'everyone' },
  { path: PATHS.about, remote: 'public', page: 'about', access: 'everyone' },
  { path: PATHS.terms, remote: 'public', page: 'terms', access: 'everyone' },
  { path: PATHS.privacy, remote: 'public', page: 'privacy', access: 'everyone' },
  { path: PATHS.myAccount, remote: 'account', page: 'myAccount', access: 'signed-in' },
  { path: PATHS.editDetails, remote: 'account', page: 'editDetails', access: 'signed-in' },
  { path: PATHS.dashboardHome, remote: 'admin', page: 'dashboardHome', access: 'admin' },
];
