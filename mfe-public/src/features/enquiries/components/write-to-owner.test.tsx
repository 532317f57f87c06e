import { act, fireEvent, screen } from '@testing-library/react';
import type { ListingDetail, PublicUser } from '@nivasa/contracts/api';
import { checkedStore, memberUser, sampleListing } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { WriteToOwner } from './write-to-owner';

jest.setTimeout(30_000);

const listing: ListingDetail = { ...sampleListing, isOwner: false };
const THREAD_ID = '6660aa00bb11cc22dd33ee99';

let server: TestApiServer;

afterEach(async () => {
  await server.close();
});

async function renderFor(user: PublicUser | null, routes: TestRoutes = {}) {
  server = await startTestApiServer(routes);
  return renderRoutes(
    [
      { path: '/listing/:listingId', element: <WriteToOwner listing={listing} /> },
      { path: '*', element: <p>another page</p> },
    ],
    { url: `/listing/${listing._id}`, store: checkedStore(user, server.url) },
  );
}

test('a visitor is sent to sign in, and comes back to the listing', async () => {
  const { router } = await renderFor(null);
  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Sign in to write to the owner' })));

  expect(router.state.location.pathname).toBe('/sign-in');
  expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(`/listing/${listing._id}`);
});

test('a quick start fills the box, the counter counts, and the sent note links to the thread', async () => {
  const sent: unknown[] = [];
  await renderFor(memberUser, {
    'POST /api/enquiries': ({ body }) => {
      sent.push(body);
      return { status: 201, body: { success: true, message: 'Your message is sent.', threadId: THREAD_ID } };
    },
  });

  fireEvent.click(screen.getByRole('button', { name: 'Write to the owner' }));
  const box = await screen.findByRole('textbox', { name: 'Your message' });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
  expect(screen.getByRole('alert').textContent).toBe('Write a message first.');

  fireEvent.click(screen.getByRole('button', { name: 'When can I visit?' }));
  expect((box as HTMLTextAreaElement).value).toBe('When can I visit?');
  expect(screen.getByText('17 / 2,000')).toBeTruthy();

  fireEvent.change(box, { target: { value: 'x'.repeat(2_001) } });
  expect(screen.getByText('2,001 / 2,000')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
  expect(screen.getByRole('alert').textContent).toBe('Keep it to 2,000 characters.');
  expect(sent).toEqual([]);

  fireEvent.change(box, { target: { value: 'When can I visit? This weekend suits me.' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

  expect((await screen.findByRole('status')).textContent).toContain('Your message is sent.');
  expect(screen.getByRole('link', { name: 'See the conversation' }).getAttribute('href')).toBe(`/messages/${THREAD_ID}`);
  expect(sent).toEqual([{ listingId: listing._id, message: 'When can I visit? This weekend suits me.' }]);
});
