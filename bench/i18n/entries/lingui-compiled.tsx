// Lingui with messages compiled at build time (its recommended set-up: the CLI's output).
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { atom, useAtomValue } from 'jotai';
import { createRoot } from 'react-dom/client';

const countAtom = atom(2);
i18n.load('si', {
  hello: ['ආයුබෝවන් ', ['name']],
  review: [['count', 'plural', { one: ['#', ' සමාලෝචනය'], other: ['#', ' සමාලෝචන'] }]],
} as never);
i18n.activate('si');
function App() {
  const { i18n: active } = useLingui();
  const count = useAtomValue(countAtom);
  return <p>{`${active._('hello', { name: 'x' })} ${active._('review', { count })}`}</p>;
}
createRoot(document.getElementById('root') as HTMLElement).render(
  <I18nProvider i18n={i18n}>
    <App />
  </I18nProvider>,
);
