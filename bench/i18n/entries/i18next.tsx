import i18next from 'i18next';
import { atom, useAtomValue } from 'jotai';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createRoot } from 'react-dom/client';

const countAtom = atom(2);
void i18next.use(initReactI18next).init({
  lng: 'si',
  fallbackLng: 'en',
  resources: { si: { common: { hello: 'ආයුබෝවන් {{name}}', review_one: '{{count}} සමාලෝචනය', review_other: '{{count}} සමාලෝචන' } } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});
function App() {
  const { t } = useTranslation('common');
  const count = useAtomValue(countAtom);
  return <p>{`${t('hello', { name: 'x' })} ${t('review', { count })}`}</p>;
}
createRoot(document.getElementById('root') as HTMLElement).render(<App />);
