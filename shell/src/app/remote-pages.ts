/**
 * Where each remote's pages are mounted, and who may see them. Plain data (no React), so the
 * entry can start loading the landing page's remote before the bootstrap chunk arrives.
 */
import type { RemoteName, RemotePageKeys } from '@nivasa/contracts/federation';

export type PageAccess = 'everyone' | 'signed-in' | 'admin';

export type RemotePageRoute = {
  [R in RemoteName]: { path: string; remote: R; page: RemotePageKeys[R]; access: PageAccess };
}[RemoteName];

export const REMOTE_PAGE_ROUTES: readonly RemotePageRoute[] = [
  { path: '/', remote: 'public', page: 'home', access: 'everyone' },
  { path: '/home', remote: 'public', page: 'home', access: 'everyone' },
  { path: '/about', remote: 'public', page: 'about', access: 'everyone' },
  { path: '/terms', remote: 'public', page: 'terms', access: 'everyone' },
  { path: '/privacy', remote: 'public', page: 'privacy', access: 'everyone' },
  { path: '/my-account', remote: 'account', page: 'myAccount', access: 'signed-in' },
  { path: '/edit-details', remote: 'account', page: 'editDetails', access: 'signed-in' },
  { path: '/dashboard-home', remote: 'admin', page: 'dashboardHome', access: 'admin' },
];
