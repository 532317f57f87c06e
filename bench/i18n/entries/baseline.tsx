// What every Nivasa page already carries (React, its DOM renderer and jotai): the floor the runtimes are measured over.
import { atom, useAtomValue } from 'jotai';
import { createRoot } from 'react-dom/client';

const countAtom = atom(2);
function App() {
  const count = useAtomValue(countAtom);
  return <p>{`Hello x, ${count} reviews`}</p>;
}
createRoot(document.getElementById('root') as HTMLElement).render(<App />);
