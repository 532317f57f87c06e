/** For tests: an admin page rendered signed in as an admin, against a stand-in API. */
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
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

/**
 * The page in Sinhala or Tamil: its first render waits for the translations (it suspends until
 * they arrive), so the render is awaited.
 */
export async function renderTranslatedAdminPage(language: Language, path: string, page: ReactElement, apiUrl: string) {
  let view: ReturnType<typeof renderAdminPage> | undefined;
  await act(async () => {
    view = renderAdminPage(path, page, apiUrl, path, language);
  });
  return view!;
}
