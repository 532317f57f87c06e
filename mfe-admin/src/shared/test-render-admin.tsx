/** For tests: an admin page rendered signed in as an admin, against a stand-in API. */
import type { ReactElement } from 'react';
import { adminUser, checkedStore } from '@nivasa/session/test-fixtures';
import { renderRoutes } from '@nivasa/ui/test-render';

export function renderAdminPage(path: string, page: ReactElement, apiUrl: string, url = path) {
  const store = checkedStore(adminUser, apiUrl);
  return renderRoutes(
    [
      { path, element: page },
      { path: '*', element: <p>another page</p> },
    ],
    { url, store },
  );
}
