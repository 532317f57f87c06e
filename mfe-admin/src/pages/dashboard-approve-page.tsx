import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { DashboardSection } from '../features/dashboard/components/dashboard-section';
import { PendingTable } from '../features/pending/components/pending-table';

export function DashboardApprovePage() {
  return (
    <DashboardLayout>
      <DashboardSection
        title="Approve Pending Listings"
        intro="New listings and changes to live listings wait here until you approve them (they go public) or delete them."
      >
        <PendingTable />
      </DashboardSection>
    </DashboardLayout>
  );
}
