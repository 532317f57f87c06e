import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { DashboardSection } from '../features/dashboard/components/dashboard-section';
import { DASHBOARD_SECTIONS_TEXT } from '../features/dashboard/messages';
import { ApprovedListingsBoard } from '../features/approved/components/approved-listings-board';
import { DASHBOARD_VIEW_LISTINGS_PAGE_TEXT } from '../messages';

export function DashboardViewListingsPage() {
  return (
    <DashboardLayout>
      <DashboardSection title={DASHBOARD_SECTIONS_TEXT.viewListings.label} intro={DASHBOARD_VIEW_LISTINGS_PAGE_TEXT.intro}>
        <ApprovedListingsBoard />
      </DashboardSection>
    </DashboardLayout>
  );
}
