import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { pageLanguage } from '@nivasa/session/language';
import { PREFERRED_LANGUAGE_META } from '@nivasa/contracts/language-prompt';
import { renderRoutes } from '@nivasa/ui/test-render';
import { LanguagePrompt } from './language-prompt';

/** The page as the shell's server sends it to a browser preferring `preferred`. */
function preferring(preferred: string) {
  const meta = document.createElement('meta');
  meta.name = PREFERRED_LANGUAGE_META;
  meta.content = preferred;
  document.head.append(meta);
}

/** Rendered, and rendered again once the offered language's texts have arrived. */
async function renderPrompt(url = '/', store = createStore()) {
  let view: ReturnType<typeof renderRoutes> | undefined;
  await act(async () => {
    view = renderRoutes([{ path: '*', element: <LanguagePrompt /> }], { url, store });
  });
  return view as ReturnType<typeof renderRoutes>;
}

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

test('offers a browser preferring Sinhala the home page in Sinhala, in Sinhala', async () => {
  preferring('si');
  await renderPrompt();

  const prompt = await screen.findByRole('region', { name: 'භාෂාව' });
  expect(prompt.getAttribute('lang')).toBe('si');
  expect(screen.getByRole('link', { name: 'මෙම පිටුව සිංහලෙන් බලන්න' }).getAttribute('href')).toBe('/si/');
});

test('offers Tamil in Tamil, and switches the page in place when taken', async () => {
  preferring('ta');
  const store = createStore();
  await renderPrompt('/', store);

  const offer = await screen.findByRole('link', { name: 'இந்தப் பக்கத்தைத் தமிழில் பார்க்கவும்' });
  await act(async () => fireEvent.click(offer));

  expect(pageLanguage(store)).toBe('ta');
  expect(window.location.pathname).toBe('/ta/');
  expect(localStorage.length).toBe(1);
});

test('once dismissed, never shows again', async () => {
  preferring('si');
  const first = await renderPrompt();
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'එපා, ස්තුතියි' })));
  expect(screen.queryByRole('region')).toBeNull();

  first.unmount();
  await renderPrompt();
  expect(screen.queryByRole('region')).toBeNull();
});

test('says nothing to an English browser, nor on pages other than the home page', async () => {
  await renderPrompt();
  preferring('si');
  await renderPrompt('/search');
  expect(screen.queryByRole('region')).toBeNull();
});
