import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@nivasa/contracts/languages';
import { setPageLanguage } from '@nivasa/session/language';
import { checkedStore } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestReply, type TestRoutes } from '@nivasa/session/test-api-server';
import { PlaceCombobox } from '@nivasa/ui/places/place-combobox';
import type { Place } from '@nivasa/contracts/place-search';
import { renderRoutes } from '@nivasa/ui/test-render';

const WELLAWATTE: Place = {
  id: 'wellawatte',
  kind: 'town',
  name: 'Wellawatte',
  names: { en: 'Wellawatte', si: 'වැල්ලවත්ත', ta: 'வெள்ளவத்தை' },
  district: 'Colombo',
  lat: 6.874,
  lng: 79.861,
};
const COLOMBO: Place = {
  id: 'colombo',
  kind: 'district',
  name: 'Colombo',
  names: { en: 'Colombo', si: 'කොළඹ', ta: 'கொழும்பு' },
  district: 'Colombo',
  lat: 6.927,
  lng: 79.861,
};
const MORATUWA_UNIVERSITY: Place = {
  id: 'university-of-moratuwa',
  kind: 'campus',
  name: 'University of Moratuwa',
  names: { en: 'University of Moratuwa', si: 'මොරටුව විශ්වවිද්‍යාලය', ta: 'மொரட்டுவைப் பல்கலைக்கழகம்' },
  district: 'Colombo',
  lat: 6.7951,
  lng: 79.9009,
};

const suggest = (text: string) => `GET /api/places?q=${encodeURIComponent(text)}&limit=8`;

let server: TestApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function Box({ onPick }: { onPick: (place: Place) => void }) {
  const [text, setText] = useState('');
  return (
    <div style={{ position: 'relative' }}>
      <PlaceCombobox aria-label="Search listings" value={text} onValueChange={setText} onPick={onPick} />
    </div>
  );
}

async function renderBox(routes: TestRoutes, language: Language = 'en') {
  server = await startTestApiServer(routes);
  const picked: Place[] = [];
  const store = checkedStore(null, server.url);
  setPageLanguage(language, store);
  renderRoutes([{ path: '/', element: <Box onPick={(place) => picked.push(place)} /> }], { store });
  // A Sinhala or Tamil page first waits for its texts.
  return { box: await screen.findByRole<HTMLInputElement>('combobox', { name: 'Search listings' }), picked };
}

const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
const key = (box: HTMLElement, name: string) => fireEvent.keyDown(box, { key: name });

function heldReply(reply: TestReply) {
  let release = () => {};
  const answered = new Promise<TestReply>((resolve) => {
    release = () => resolve(reply);
  });
  return { route: () => answered, release: () => release() };
}

test('typing suggests places with their kind and district; arrows move, Enter chooses', async () => {
  const { box, picked } = await renderBox({ [suggest('co')]: () => ({ status: 200, body: [COLOMBO, WELLAWATTE, MORATUWA_UNIVERSITY] }) });
  expect(box.getAttribute('aria-expanded')).toBe('false');

  type(box, 'co');
  const list = await screen.findByRole('listbox', { name: 'Places' });
  const options = await within(list).findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'ColomboDistrict',
    'WellawatteTown · Colombo',
    'University of MoratuwaCampus or hospital · Colombo',
  ]);
  expect(box.getAttribute('aria-expanded')).toBe('true');
  expect(box.getAttribute('aria-controls')).toBe(list.id);
  expect(box.getAttribute('aria-activedescendant')).toBeNull();

  key(box, 'ArrowDown');
  key(box, 'ArrowDown');
  expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
  expect(options[1].getAttribute('aria-selected')).toBe('true');
  key(box, 'ArrowUp');
  key(box, 'ArrowUp');
  expect(box.getAttribute('aria-activedescendant')).toBeNull();
  key(box, 'ArrowUp');
  expect(box.getAttribute('aria-activedescendant')).toBe(options[2].id);

  key(box, 'Enter');
  expect(picked).toEqual([MORATUWA_UNIVERSITY]);
  expect(box.getAttribute('aria-expanded')).toBe('false');
});

test('Enter with no suggestion chosen leaves the words to the form', async () => {
  const { box, picked } = await renderBox({ [suggest('room kandy')]: () => ({ status: 200, body: [] }) });
  type(box, 'room kandy');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No place by that name'));

  const enter = fireEvent.keyDown(box, { key: 'Enter' });
  expect(enter).toBe(true);
  expect(picked).toEqual([]);
});

test('a click chooses a suggestion', async () => {
  const { box, picked } = await renderBox({ [suggest('wel')]: () => ({ status: 200, body: [WELLAWATTE] }) });
  type(box, 'wel');
  fireEvent.click(await screen.findByRole('option', { name: /Wellawatte/ }));
  expect(picked).toEqual([WELLAWATTE]);
});

test('a Sinhala page names the places, their kinds and districts in Sinhala', async () => {
  const { box } = await renderBox({ [suggest('කොළ')]: () => ({ status: 200, body: [COLOMBO, WELLAWATTE] }) }, 'si');
  type(box, 'කොළ');
  await waitFor(() =>
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['කොළඹදිස්ත්‍රික්කය', 'වැල්ලවත්තනගරය · කොළඹ']),
  );
});

test('asks once the typing stops, and a newer text replaces an answer still coming', async () => {
  const slow = heldReply({ status: 200, body: [COLOMBO] });
  const { box } = await renderBox({
    [suggest('co')]: slow.route,
    [suggest('wel')]: () => ({ status: 200, body: [WELLAWATTE] }),
  });
  type(box, 'c');
  type(box, 'co');
  expect(screen.getByRole('status').textContent).toBe('Looking for places…');
  await waitFor(() => expect(server?.requests.map((request) => request.path)).toEqual([suggest('co').slice(4)]));

  type(box, 'we');
  type(box, 'wel');
  await screen.findByRole('option', { name: /Wellawatte/ });
  await act(async () => slow.release());
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['WellawatteTown · Colombo']);
  // 'c' is too short to ask about, and 'we' was replaced before the pause.
  expect(server?.requests.map((request) => request.path)).toEqual([suggest('co').slice(4), suggest('wel').slice(4)]);
});

test('says so when the places cannot be loaded', async () => {
  const { box } = await renderBox({ [suggest('ga')]: () => ({ status: 500, body: { message: 'down', code: 'INTERNAL' } }) });
  type(box, 'ga');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Places could not be loaded'));
});

test('Escape closes the list, and a second Escape clears the box', async () => {
  const { box } = await renderBox({ [suggest('co')]: () => ({ status: 200, body: [COLOMBO] }) });
  type(box, 'co');
  await screen.findByRole('option', { name: /Colombo/ });

  key(box, 'Escape');
  expect(box.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('option')).toBeNull();
  expect(box.value).toBe('co');
  key(box, 'ArrowDown');
  expect(box.getAttribute('aria-expanded')).toBe('true');
  key(box, 'Escape');
  key(box, 'Escape');
  expect(box.value).toBe('');
});
