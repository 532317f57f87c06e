import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@nivasa/ui/test-render';
import { makeListing } from '../../../shared/test-listings';
import { PendingRowsPreview } from './pending-rows-preview';

const seaView = makeListing({ name: 'Sea view room in Galle fort', createdAt: '2026-03-14T10:00:00.000Z' });
const annex = makeListing({ name: 'Annex near the lake' });

it('draws each listing with its date, picture and title link, busy and without actions, before antd has loaded', () => {
  const { container } = renderRoutes([{ path: '/', element: <PendingRowsPreview items={[seaView, annex]} /> }], { url: '/' });
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  // The desktop table and the phone's; the screen's width shows one.
  const [desktop, phone] = screen.getAllByRole('table', { hidden: true });
  expect(
    within(desktop!)
      .getAllByRole('columnheader', { hidden: true })
      .map((header) => header.textContent),
  ).toEqual(['Date created', 'Image', 'Title', 'Approve', 'Delete']);
  const firstRow = within(desktop!).getAllByRole('row', { hidden: true })[1]!;
  expect(within(firstRow).getByRole('link', { name: seaView.name, hidden: true }).getAttribute('href')).toBe(`/listing/${seaView._id}`);
  expect(firstRow.textContent).toContain('14 Mar 2026');
  expect(within(phone!).getAllByRole('row', { hidden: true })).toHaveLength(3);
  expect(within(phone!).getByText(annex.name)).toBeTruthy();
  expect(screen.queryAllByRole('button', { hidden: true })).toEqual([]);
});
