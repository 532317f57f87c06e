// Nivasa's own: typed catalogues (translations() and useText) over the page's language atom, with the contracts' plural rules.
import { translations } from '@nivasa/contracts/catalogue';
import { countText } from '@nivasa/contracts/plural';
import { setPageLanguage, useLanguage, useText } from '@nivasa/session/language';
import { atom, useAtomValue } from 'jotai';
import { createRoot } from 'react-dom/client';

const countAtom = atom(2);
const catalogue = translations({
  si: async () => ({
    GREETING: { hello: (name: string) => `ආයුබෝවන් ${name}`, review: { one: '{count} සමාලෝචනය', other: '{count} සමාලෝචන' } },
  }),
  ta: async () => ({}),
});
const GREETING = catalogue('GREETING', {
  hello: (name: string) => `Hello ${name}`,
  review: { one: '{count} review', other: '{count} reviews' },
});
setPageLanguage('si');
function App() {
  const text = useText(GREETING);
  const language = useLanguage();
  const count = useAtomValue(countAtom);
  return <p>{`${text.hello('x')} ${countText(count, text.review, language)}`}</p>;
}
createRoot(document.getElementById('root') as HTMLElement).render(<App />);
