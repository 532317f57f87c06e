import { fireEvent, screen, within } from '@testing-library/react';
import { LISTING_MESSAGES_SI } from '@nivasa/contracts/listing-messages.si';
import { LISTING_MESSAGES_TA } from '@nivasa/contracts/listing-messages.ta';
import { adminUser } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer } from '@nivasa/session/test-api-server';
import { renderAdminPage, renderTranslatedAdminPage } from '../shared/test-render-admin';
import { makeListing, refusal } from '../shared/test-listings';
import { DashboardHomePage } from './dashboard-home-page';

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

const SECTION_PATHS = [
  '/dashboard/dashboard-approve',
  '/dashboard/reports',
  '/dashboard/view-listings',
  '/dashboard/analytics',
  '/dashboard/audit',
];

test('the side menu links to the five admin sections', () => {
  renderDashboard();
  const menu = screen.getByRole('navigation', { name: 'Dashboard' });

  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual(
    ['Approve Pending Listings', 'Reported listings', 'View Listings', 'Check Analytics', 'Moderation log'].map((section, index) => [
      section,
      SECTION_PATHS[index],
    ]),
  );
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
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Error: The database is unavailable; please try again shortly');
  databaseUp = true;
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

  const total = screen.getByText('Total Number of Listings').closest('a');
  expect(await within(total!).findByText('12')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
}, 15_000);

test.each([
  {
    language: 'si' as const,
    menu: 'උපකරණ පුවරුව',
    sections: ['රැඳී සිටින දැන්වීම් අනුමත කරන්න', 'වාර්තා කළ දැන්වීම්', 'දැන්වීම් බලන්න', 'විශ්ලේෂණ බලන්න', 'පරීක්ෂණ සටහන්'],
    greeting: `නැවත සාදරයෙන් පිළිගනිමු, ${adminUser.username}`,
    pending: LISTING_MESSAGES_SI.statusPending,
    total: 'මුළු දැන්වීම් ගණන',
    featured: 'විශේෂිත දැන්වීම්',
    figureFailed: 'මෙම අගය පූරණය කිරීමට නොහැකි වුණා',
  },
  {
    language: 'ta' as const,
    menu: 'கட்டுப்பாட்டுப் பலகை',
    sections: ['காத்திருக்கும் விளம்பரங்களை அங்கீகரி', 'புகாரளிக்கப்பட்ட விளம்பரங்கள்', 'விளம்பரங்களைப் பார்', 'பகுப்பாய்வுகளைப் பார்', 'மதிப்பீட்டுப் பதிவு'],
    greeting: `மீண்டும் வருக, ${adminUser.username}`,
    pending: LISTING_MESSAGES_TA.statusPending,
    total: 'மொத்த விளம்பரங்களின் எண்ணிக்கை',
    featured: 'சிறப்பு விளம்பரங்கள்',
    figureFailed: 'இந்த எண்ணிக்கையை ஏற்ற முடியவில்லை',
  },
])('in $language the menu, the greeting and the figures are in that language', async (expected) => {
  await renderTranslatedAdminPage(expected.language, '/dashboard-home', <DashboardHomePage />, server.url);

  const menu = await screen.findByRole('navigation', { name: expected.menu });
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual(expected.sections.map((section, index) => [section, SECTION_PATHS[index]]));
  expect(screen.getByRole('heading', { name: expected.greeting })).toBeTruthy();
  const pending = (await screen.findByText(expected.pending)).closest('a');
  expect(await within(pending!).findByText('3')).toBeTruthy();
  const total = screen.getByText(expected.total).closest('a');
  expect(await within(total!).findByText('1,284')).toBeTruthy();
  const featured = screen.getByText(expected.featured).closest('a');
  expect(await within(featured!).findByTitle(expected.figureFailed)).toBeTruthy();
});
