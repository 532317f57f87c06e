import { Suspense, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { Language } from '@nivasa/contracts/languages';
import { setPageLanguage } from '@nivasa/session/language';
import { useAntdLocale } from '@nivasa/ui/antd-locale';

async function antdLocaleIn(language: Language) {
  const store = createStore();
  setPageLanguage(language, store);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <Suspense>{children}</Suspense>
    </Provider>
  );
  const { result } = await act(async () => renderHook(() => useAntdLocale(), { wrapper }));
  return result.current;
}

test("an English page keeps antd's own English: no locale to load", async () => {
  expect(await antdLocaleIn('en')).toBeUndefined();
});
