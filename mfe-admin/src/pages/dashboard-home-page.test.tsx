import { screen, within } from '@testing-library/react';
import { adminUser, checkedStore } from '@nivasa/session/test-fixtures';
import { renderRoutes } from '@nivasa/ui/test-render';
import { DashboardHomePage } from './dashboard-home-page';

const renderDashboard = () =>
  renderRoutes([{ path: '/dashboard-home', element: <DashboardHomePage /> }], {
    url: '/dashboard-home',
    store: checkedStore(adminUser),
  });

test('the side menu links to the three admin sections', () => {
  renderDashboard();
  const menu = screen.getByRole('navigation', { name: 'Dashboard' });

  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Approve Pending Listings', '/dashboard/dashboard-approve'],
    ['Check Analytics', '/dashboard/analytics'],
    ['View Listings', '/dashboard/view-listings'],
  ]);
});

test('the welcome panel greets the admin by name', () => {
  renderDashboard();

  expect(screen.getByRole('heading', { name: `Welcome back, ${adminUser.username}` })).toBeTruthy();
});
