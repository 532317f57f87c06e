/** For tests: an admin page rendered signed in as an admin, against a stand-in API, in English or another language. */
import type { ReactElement } from 'react';
import type { Language } from '@nivasa/contracts/languages';
import { setPageLanguage } from '@nivasa/session/language';
import { adminUser, checkedStore } from '@nivasa/session/test-fixtures';
import { renderRoutes } from '@nivasa/ui/test-render';

export function renderAdminPage(path: string, page: ReactElement, apiUrl: string, url = path, language: Language = 'en') {
  const store = checkedStore(adminUser, apiUrl);
  setPageLanguage(language, store);
  return renderRoutes(
    [
      { path, element: page },
      { path: '*', element: <p>another page</p> },
    ],
    { url, store },
  );
}
