import { configure, fireEvent, screen, within } from '@testing-library/react';
import { adminUser } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer } from '@nivasa/session/test-api-server';
import { renderAdminPage } from '../shared/test-render-admin';
import { makeListing, refusal } from '../shared/test-listings';
import { DashboardHomePage } from './dashboard-home-page';

configure({ asyncUtilTimeout: 5_000 });

let server: TestApiServer;

beforeEach(async () => {
  server = await startTestApiServer({
    'GET /api/listing/pending?startIndex=0&limit=21': () => ({ status: 200, body: [makeListing(), makeListing(), makeListing()] }),
    'GET /api/listing/get-total': () => ({ status: 200, body: { totalListings: 1284 } }),
    'GET /api/listing/get?featured=true&status=approved&limit=50': () => refusal(403, 'Only admins can do that.'),
  });
});

afterEach(async () => {
  await server.close();
});

const renderDashboard = () => renderAdminPage('/dashboard-home', <DashboardHomePage />, server.url);

test('the side menu links to the four admin sections', () => {
  renderDashboard();
  const menu = screen.getByRole('navigation', { name: 'Dashboard' });

  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Approve Pending Listings', '/dashboard/dashboard-approve'],
    ['View Listings', '/dashboard/view-listings'],
    ['Check Analytics', '/dashboard/analytics'],
    ['Moderation log', '/dashboard/audit'],
  ]);
});

test('the welcome panel greets the admin by name', () => {
  renderDashboard();

  expect(screen.getByRole('heading', { name: `Welcome back, ${adminUser.username}` })).toBeTruthy();
});

test('the summary shows the pending count and the total, each linking to its page, and a dash for a figure that failed', async () => {
  renderDashboard();

  const pending = (await screen.findByText('Waiting for approval')).closest('a');
  expect(pending?.getAttribute('href')).toBe('/dashboard/dashboard-approve');
  expect(await within(pending!).findByText('3')).toBeTruthy();
  const total = screen.getByText('Total Number of Listings').closest('a');
  expect(await within(total!).findByText('1,284')).toBeTruthy();
  const featured = screen.getByText('Featured').closest('a');
  expect(await within(featured!).findByTitle('Could not load this figure')).toBeTruthy();
});

test('a figure that failed says why under the cards, and Try again loads it', async () => {
  await server.close();
  let databaseUp = false;
  server = await startTestApiServer({
    'GET /api/listing/pending?startIndex=0&limit=21': () => ({ status: 200, body: [makeListing()] }),
    'GET /api/listing/get-total': () =>
      databaseUp ? { status: 200, body: { totalListings: 12 } } : refusal(503, 'The database is unavailable; please try again shortly'),
    'GET /api/listing/get?featured=true&status=approved&limit=50': () => ({ status: 200, body: [] }),
  });
  renderDashboard();

  // A 503 is tried three times (the query client's retries) before it shows.
  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(alert.textContent).toContain('Error: The database is unavailable; please try again shortly');
  databaseUp = true;
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

  const total = screen.getByText('Total Number of Listings').closest('a');
  expect(await within(total!).findByText('12')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
}, 15_000);
