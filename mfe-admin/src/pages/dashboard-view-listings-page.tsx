import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { DashboardSection } from '../features/dashboard/components/dashboard-section';
import { ApprovedListingsBoard } from '../features/approved/components/approved-listings-board';

export function DashboardViewListingsPage() {
  return (
    <DashboardLayout>
      <DashboardSection
        title="View Listings"
        intro="Approved listings by type. Disapprove one to take it off the site, or feature it on the home page."
      >
        <ApprovedListingsBoard />
      </DashboardSection>
    </DashboardLayout>
  );
}
