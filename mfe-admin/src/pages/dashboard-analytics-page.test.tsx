import { screen, within } from '@testing-library/react';
import type { ListingAnalytics } from '@nivasa/contracts/api';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { renderAdminPage } from '../shared/test-render-admin';
import { refusal } from '../shared/test-listings';
import { DashboardAnalyticsPage } from './dashboard-analytics-page';

const analytics: ListingAnalytics = {
  totalListings: 1284,
  users: 3120,
  byStatus: { pending: 12, approved: 1250, disapproved: 22 },
  byType: {
    singleroom: 300,
    sharedroom: 120,
    apartment: 200,
    hostel: 90,
    hotel: 40,
    guesthouse: 60,
    annex: 250,
    bungalow: 44,
    fullhouseholiday: 30,
    fullhouserent: 100,
    fullhousesale: 50,
  },
  byDistrict: [
    { district: 'Colombo', count: 700 },
    { district: 'Kandy', count: 584 },
  ],
  newPerWeek: Array.from({ length: 12 }, (_, index) => ({
    weekStart: new Date(Date.UTC(2026, 0, 5 + index * 7)).toISOString().slice(0, 10),
    count: index * 2,
  })),
};

let server: TestApiServer;

beforeEach(() => {
  // jsdom has no canvas: Chart.js says so on the console, and the numbers' tables are what is checked.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await server.close();
});

async function renderPage(routes: TestRoutes) {
  server = await startTestApiServer(routes);
  return renderAdminPage('/dashboard/analytics', <DashboardAnalyticsPage />, server.url);
}

const numbersOf = (chart: string) =>
  within(screen.getByRole('figure', { name: chart }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

test("'Total Number of Listings' with its number, the users, and each chart with its numbers", async () => {
  await renderPage({ 'GET /api/admin/analytics': () => ({ status: 200, body: analytics }) });

  expect((await screen.findByText('Total Number of Listings')).nextElementSibling?.textContent).toBe('1,284');
  expect(screen.getByText('Users').nextElementSibling?.textContent).toBe('3,120');
  expect(numbersOf('Listings by status')).toEqual([
    ['Waiting for approval', '12'],
    ['Approved', '1,250'],
    ['Not approved', '22'],
  ]);
  expect(numbersOf('Listings by type')).toHaveLength(11);
  expect(numbersOf('Listings by type')[0]).toEqual(['Single Rooms', '300']);
  expect(numbersOf('Listings by district')).toEqual([
    ['Colombo', '700'],
    ['Kandy', '584'],
  ]);
  const weeks = numbersOf('New listings per week, last 12 weeks');
  expect(weeks).toHaveLength(12);
  expect(weeks[0]).toEqual(['5 Jan', '0']);
  expect(weeks[11]).toEqual(['23 Mar', '22']);
  expect(screen.getByRole('img', { name: 'Listings by status, as a chart; the numbers follow.' }).tagName).toBe('CANVAS');
});

test('a failed load shows the error', async () => {
  await renderPage({ 'GET /api/admin/analytics': () => refusal(403, 'Only admins can do that.') });

  expect(await screen.findByText('Error: Only admins can do that.')).toBeTruthy();
});

test('with no listings the figures show zero and the charts give way to a note', async () => {
  const none = { ...analytics, totalListings: 0, byStatus: { pending: 0, approved: 0, disapproved: 0 }, byDistrict: [] };
  await renderPage({ 'GET /api/admin/analytics': () => ({ status: 200, body: none }) });

  expect((await screen.findByText('Total Number of Listings')).nextElementSibling?.textContent).toBe('0');
  expect(screen.getByText('No listings yet.')).toBeTruthy();
  expect(screen.queryByRole('figure')).toBeNull();
});
