import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { translations } from '@nivasa/contracts/catalogue';
import { setPageLanguage, useText } from './language';

const catalogue = translations({
  si: async () => ({ GREETING: { hello: 'ආයුබෝවන්' } }),
  ta: async () => ({ GREETING: { hello: 'வணக்கம்' } }),
});
const GREETING = catalogue('GREETING', { hello: 'Hello' });

/** Hooks after useText: their order must hold between the render that waits and the next. */
function Greeting() {
  const text = useText(GREETING);
  const [count] = useState(3);
  return <p>{`${text.hello} ${count}`}</p>;
}

function renderIn(store: ReturnType<typeof createStore>) {
  return render(
    <Provider store={store}>
      <Suspense fallback={<p>…</p>}>
        <Greeting />
      </Suspense>
    </Provider>,
  );
}

test('English renders at once; Sinhala waits for its texts once, then renders with the hooks after it intact', async () => {
  const store = createStore();
  renderIn(store);
  expect(screen.getByText('Hello 3')).toBeTruthy();

  await act(async () => setPageLanguage('si', store));
  expect(await screen.findByText('ආයුබෝවන් 3')).toBeTruthy();

  // Texts already here: a fresh render reads them without waiting.
  const again = createStore();
  setPageLanguage('si', again);
  const { container } = renderIn(again);
  expect(container.textContent).toBe('ආයුබෝවන් 3');
});

test('a component whose first render is in Tamil waits for the Tamil texts, then shows them', async () => {
  const store = createStore();
  setPageLanguage('ta', store);
  await act(async () => {
    renderIn(store);
  });
  expect(screen.getByText('வணக்கம் 3')).toBeTruthy();
});
