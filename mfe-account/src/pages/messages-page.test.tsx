import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EnquiryThread, EnquiryThreads } from '@nivasa/contracts/api';
import { checkedStore, memberUser } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { MessagesPage } from './messages-page';

jest.setTimeout(30_000);

let server: TestApiServer;

afterEach(async () => {
  await server.close();
});

const THREAD_ID = '6660aa00bb11cc22dd33ee99';
const listing = { _id: '6660aa00bb11cc22dd33ee45', name: 'Garden annex near the campus', isPublic: true };

const threads: EnquiryThreads = {
  threads: [
    {
      threadId: THREAD_ID,
      listing,
      role: 'owner',
      otherName: 'nimal_p',
      lastMessage: { text: 'When can I visit?', fromMe: false, createdAt: '2026-11-20T04:30:00.000Z' },
      unread: 2,
      blocked: false,
    },
    {
      threadId: '6660aa00bb11cc22dd33ee98',
      listing: { _id: '6660aa00bb11cc22dd33ee46', name: 'Room in Kandy', isPublic: false },
      role: 'seeker',
      otherName: null,
      lastMessage: { text: 'Thank you.', fromMe: true, createdAt: '2026-11-19T04:30:00.000Z' },
      unread: 0,
      blocked: true,
    },
  ],
  unread: 2,
};

const thread = (overrides: Partial<EnquiryThread> = {}): EnquiryThread => ({
  threadId: THREAD_ID,
  listing,
  role: 'owner',
  otherName: 'nimal_p',
  messages: [
    { _id: 'm1', fromMe: false, text: 'Is it still available?', createdAt: '2026-11-20T04:00:00.000Z' },
    { _id: 'm2', fromMe: false, text: 'When can I visit?', createdAt: '2026-11-20T04:30:00.000Z' },
  ],
  hasOlder: false,
  ownerPhone: null,
  blockedByMe: false,
  blockedByOther: false,
  reportedByMe: false,
  ...overrides,
});

async function renderAt(url: string, routes: TestRoutes) {
  server = await startTestApiServer(routes);
  return renderRoutes(
    [
      { path: '/messages', element: <MessagesPage /> },
      { path: '/messages/:threadId', element: <MessagesPage /> },
    ],
    { url, store: checkedStore(memberUser, server.url) },
  );
}

test('the list shows each thread with its listing, the other person, the last message and what is unread', async () => {
  await renderAt('/messages', { 'GET /api/enquiries': () => ({ status: 200, body: threads }) });

  const list = await screen.findByRole('navigation', { name: 'Conversations' });
  const [first, second] = within(list).getAllByRole('link');
  expect(first.getAttribute('href')).toBe(`/messages/${THREAD_ID}`);
  expect(first.textContent).toContain(listing.name);
  expect(first.textContent).toContain('nimal_p');
  expect(first.textContent).toContain('When can I visit?');
  expect(first.textContent).toContain('2 unread');
  expect(second.textContent).toContain('Deleted user');
  expect(second.textContent).toContain('Blocked');
  expect(second.textContent).toContain('You: Thank you.');
  expect(second.textContent).toContain('No longer listed');
  expect(second.textContent).not.toContain('unread');
  expect(screen.getByText('Choose a conversation to read it.')).toBeTruthy();
});

test('a thread shows its messages, whose they are, the scam warning, and a reply joins them', async () => {
  const replies: unknown[] = [];
  await renderAt(`/messages/${THREAD_ID}`, {
    'GET /api/enquiries': () => ({ status: 200, body: threads }),
    [`GET /api/enquiries/${THREAD_ID}`]: () => ({ status: 200, body: thread() }),
    [`POST /api/enquiries/${THREAD_ID}/messages`]: ({ body }) => {
      replies.push(body);
      return {
        status: 201,
        body: {
          success: true,
          message: 'Your message is sent.',
          sent: { _id: 'm3', fromMe: true, text: 'Saturday at 10.', createdAt: '2026-11-20T05:00:00.000Z' },
        },
      };
    },
  });

  const messages = await screen.findByRole('list', { name: 'Messages' });
  expect(within(messages).getAllByRole('listitem', { name: 'nimal_p' })).toHaveLength(2);
  expect(screen.getByRole('heading', { level: 2, name: listing.name })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'See the listing' }).getAttribute('href')).toBe(`/listing/${listing._id}`);
  expect(screen.getByText(/Never pay an advance/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Renting safely' }).getAttribute('href')).toBe('/renting-safely');

  const box = screen.getByRole('textbox', { name: 'Your reply' });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
  expect(screen.getByRole('alert').textContent).toBe('Write a message first.');
  expect(replies).toEqual([]);

  fireEvent.change(box, { target: { value: 'Saturday at 10.' } });
  expect(screen.getByText('15 / 2,000')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

  expect(await within(messages).findByRole('listitem', { name: 'You' })).toBeTruthy();
  expect(replies).toEqual([{ message: 'Saturday at 10.' }]);
  await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
});

test('a listing no longer on offer gets a notice, and the thread stays readable', async () => {
  await renderAt(`/messages/${THREAD_ID}`, {
    'GET /api/enquiries': () => ({ status: 200, body: threads }),
    [`GET /api/enquiries/${THREAD_ID}`]: () => ({ status: 200, body: thread({ listing: { ...listing, isPublic: false } }) }),
  });

  expect(await screen.findByRole('note')).toHaveProperty(
    'textContent',
    'This listing is no longer on offer. You can still read this conversation.',
  );
  expect(screen.getAllByRole('listitem', { name: 'nimal_p' })).toHaveLength(2);
  expect(screen.queryByRole('link', { name: 'See the listing' })).toBeNull();
});

test('the owner shares their phone number; either side blocks, and the reply box gives way to a notice', async () => {
  const posted: string[] = [];
  const changed = (thread: EnquiryThread) => ({ status: 200, body: { success: true, message: 'Done.', thread } });
  await renderAt(`/messages/${THREAD_ID}`, {
    'GET /api/enquiries': () => ({ status: 200, body: threads }),
    [`GET /api/enquiries/${THREAD_ID}`]: () => ({ status: 200, body: thread() }),
    [`POST /api/enquiries/${THREAD_ID}/share-phone`]: ({ path }) => {
      posted.push(path);
      return changed(thread({ ownerPhone: '+94771234567' }));
    },
    [`POST /api/enquiries/${THREAD_ID}/block`]: ({ path }) => {
      posted.push(path);
      return changed(thread({ ownerPhone: '+94771234567', blockedByMe: true }));
    },
  });

  await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Share my phone number' })));
  const call = await screen.findByRole('link', { name: '+94 77 123 4567' });
  expect(call.getAttribute('href')).toBe('tel:+94771234567');
  expect(screen.queryByRole('button', { name: 'Share my phone number' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Block' }));
  expect(screen.getByText('Block nimal_p? Neither of you can send more messages here.')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, block' })));

  expect(await screen.findByText('You blocked this person. No more messages can be sent here.')).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  expect(posted).toEqual([`/api/enquiries/${THREAD_ID}/share-phone`, `/api/enquiries/${THREAD_ID}/block`]);
});

test('a report needs a reason, then goes with its details, and the thread says it is reported', async () => {
  const reports: unknown[] = [];
  await renderAt(`/messages/${THREAD_ID}`, {
    'GET /api/enquiries': () => ({ status: 200, body: threads }),
    [`GET /api/enquiries/${THREAD_ID}`]: () => ({ status: 200, body: thread({ role: 'seeker' }) }),
    [`POST /api/enquiries/${THREAD_ID}/report`]: ({ body }) => {
      reports.push(body);
      return { status: 200, body: { success: true, message: 'Thank you.', thread: thread({ role: 'seeker', reportedByMe: true }) } };
    },
  });

  expect(await screen.findByRole('button', { name: 'Report' })).toBeTruthy();
  // Only an owner shares a phone number.
  expect(screen.queryByRole('button', { name: 'Share my phone number' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Report' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send report' })));
  expect(screen.getByRole('alert').textContent).toBe('Choose why you are reporting this conversation.');

  fireEvent.click(screen.getByRole('radio', { name: 'Asked for money before a visit' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Details (optional)' }), { target: { value: 'Wanted Rs. 50,000 first.' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send report' })));

  expect(await screen.findByText('You reported this conversation. Our moderators will read it.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  expect(reports).toEqual([{ reason: 'asked-for-advance', details: 'Wanted Rs. 50,000 first.' }]);
});

test('older messages come when asked for, before those shown', async () => {
  await renderAt(`/messages/${THREAD_ID}`, {
    'GET /api/enquiries': () => ({ status: 200, body: threads }),
    [`GET /api/enquiries/${THREAD_ID}`]: () => ({ status: 200, body: thread({ hasOlder: true }) }),
    [`GET /api/enquiries/${THREAD_ID}?before=m1`]: () => ({
      status: 200,
      body: thread({ messages: [{ _id: 'm0', fromMe: true, text: 'Hello, is the annex free?', createdAt: '2026-11-19T04:00:00.000Z' }] }),
    }),
  });

  await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Show older messages' })));

  const messages = screen.getByRole('list', { name: 'Messages' });
  await waitFor(() => expect(within(messages).getAllByRole('listitem')[0].textContent).toContain('Hello, is the annex free?'));
  expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
});
