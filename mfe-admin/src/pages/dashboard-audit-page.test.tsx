import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditEntry, AuditPage } from '@nivasa/contracts/api';
import { AUDIT_PAGE_SIZE } from '@nivasa/contracts/limits';
import { LISTING_MESSAGES_TA } from '@nivasa/contracts/listing-messages.ta';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { renderAdminPage, renderTranslatedAdminPage } from '../shared/test-render-admin';
import { refusal } from '../shared/test-listings';
import { DashboardAuditPage } from './dashboard-audit-page';

const PATH = '/dashboard/audit';

const entry = (index: number, changes: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: `66b0000000000000000000${String(index).padStart(2, '0')}`,
  action: 'approve',
  listingId: `66a0000000000000000000${String(index).padStart(2, '0')}`,
  listingName: `Listing number ${index}`,
  actorId: '665f1c2e9b1e8a0087654321',
  actorUsername: 'kasun',
  createdAt: '2026-03-14T09:05:00.000Z',
  ...changes,
});

const page = (number: number, entries: AuditEntry[], total: number): AuditPage => ({
  entries,
  page: number,
  pageSize: AUDIT_PAGE_SIZE,
  total,
});

let server: TestApiServer;

afterEach(async () => {
  await server.close();
});

async function renderPage(routes: TestRoutes, url = PATH) {
  server = await startTestApiServer(routes);
  return renderAdminPage(PATH, <DashboardAuditPage />, server.url, url);
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('each entry shows when, who, the action, the listing and the reason', async () => {
  const disapproved = entry(1, {
    action: 'disapprove',
    reason: 'The photos show another house.',
    listingName: 'Annex above the Kandy lake',
  });
  const deleted = entry(2, { action: 'delete', listingName: 'Spam listing' });
  await renderPage({ 'GET /api/admin/audit?page=1': () => ({ status: 200, body: page(1, [disapproved, deleted], 2) }) });

  await screen.findByText('Annex above the Kandy lake');
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Who', 'Action', 'Listing', 'Reason']);
  const first = rowOf('Annex above the Kandy lake');
  expect(within(first).getByText('Disapproved')).toBeTruthy();
  expect(within(first).getByText('kasun')).toBeTruthy();
  expect(within(first).getByText(/14 Mar 2026/)).toBeTruthy();
  expect(within(first).getByText('The photos show another house.')).toBeTruthy();
  expect(within(first).getByRole('link', { name: 'Annex above the Kandy lake' }).getAttribute('href')).toBe(
    `/listing/${disapproved.listingId}`,
  );
  // A deleted listing has no page to link to.
  expect(within(rowOf('Spam listing')).queryByRole('link')).toBeNull();
  expect(within(rowOf('Spam listing')).getByText('Deleted')).toBeTruthy();
});

test('the pages of the log: the address holds the page, and the next one is fetched', async () => {
  const total = AUDIT_PAGE_SIZE + 3;
  const first = Array.from({ length: AUDIT_PAGE_SIZE }, (_, index) => entry(index));
  const second = Array.from({ length: 3 }, (_, index) => entry(AUDIT_PAGE_SIZE + index));
  const { router } = await renderPage({
    'GET /api/admin/audit?page=1': () => ({ status: 200, body: page(1, first, total) }),
    'GET /api/admin/audit?page=2': () => ({ status: 200, body: page(2, second, total) }),
  });

  await screen.findByText('Listing number 0');
  fireEvent.click(screen.getByText('2', { selector: '.ant-pagination-item a' }));

  expect(await screen.findByText(`Listing number ${AUDIT_PAGE_SIZE + 2}`)).toBeTruthy();
  expect(router.state.location.search).toBe('?page=2');
  expect(screen.queryByText('Listing number 0')).toBeNull();
});

test('opened at ?page=2 it asks for that page', async () => {
  await renderPage(
    { 'GET /api/admin/audit?page=2': () => ({ status: 200, body: page(2, [entry(40)], AUDIT_PAGE_SIZE + 1) }) },
    `${PATH}?page=2`,
  );

  expect(await screen.findByText('Listing number 40')).toBeTruthy();
});

test('an empty log says so, and a failed load shows the error', async () => {
  await renderPage({ 'GET /api/admin/audit?page=1': () => ({ status: 200, body: page(1, [], 0) }) });
  expect(await screen.findByText('No moderation actions yet.')).toBeTruthy();
  await server.close();

  await renderPage({ 'GET /api/admin/audit?page=1': () => refusal(403, 'Only admins can do that.') });
  expect(await screen.findByText('Error: Only admins can do that.')).toBeTruthy();
});

test("in Tamil the columns, actions and times are in Tamil, and so are antd's own paging texts", async () => {
  const first = Array.from({ length: AUDIT_PAGE_SIZE }, (_, index) => entry(index, { action: index === 0 ? 'feature' : 'approve' }));
  server = await startTestApiServer({
    'GET /api/admin/audit?page=1': () => ({ status: 200, body: page(1, first, AUDIT_PAGE_SIZE + 1) }),
  });
  await renderTranslatedAdminPage('ta', PATH, <DashboardAuditPage />, server.url);

  await screen.findByText('Listing number 0');
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'எப்போது',
    'யார்',
    'செயல்',
    'விளம்பரம்',
    LISTING_MESSAGES_TA.reasonLabel,
  ]);
  const row = rowOf('Listing number 0');
  expect(within(row).getByText('சிறப்பாக்கப்பட்டது')).toBeTruthy();
  expect(within(row).getByText('14 மார். 2026, 14:35')).toBeTruthy();
  expect(within(rowOf('Listing number 1')).getByText('அங்கீகரிக்கப்பட்டது')).toBeTruthy();
  expect(screen.getByTitle('முந்தைய பக்கம்')).toBeTruthy();
  expect(screen.getByTitle('அடுத்த பக்கம்')).toBeTruthy();
  // antd's arrows name themselves in English ("left", "right"): they are hidden from screen readers.
  expect(document.querySelectorAll('[aria-label="left"], [aria-label="right"]')).toHaveLength(0);
  // A full page of rows: antd's table is slow to draw in jsdom.
}, 20_000);

test('in Tamil too, the next page of the log is fetched and shown', async () => {
  const first = Array.from({ length: AUDIT_PAGE_SIZE }, (_, index) => entry(index));
  server = await startTestApiServer({
    'GET /api/admin/audit?page=1': () => ({ status: 200, body: page(1, first, AUDIT_PAGE_SIZE + 1) }),
    'GET /api/admin/audit?page=2': () => ({ status: 200, body: page(2, [entry(AUDIT_PAGE_SIZE)], AUDIT_PAGE_SIZE + 1) }),
  });
  await renderTranslatedAdminPage('ta', PATH, <DashboardAuditPage />, server.url);

  await screen.findByText('Listing number 0');
  fireEvent.click(screen.getByText('2', { selector: '.ant-pagination-item a' }));

  expect(await screen.findByText(`Listing number ${AUDIT_PAGE_SIZE}`)).toBeTruthy();
}, 20_000);
