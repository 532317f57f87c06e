import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { DashboardSection } from '../features/dashboard/components/dashboard-section';
import { DASHBOARD_SECTIONS_TEXT } from '../features/dashboard/messages';
import { PendingTable } from '../features/pending/components/pending-table';
import { DASHBOARD_APPROVE_PAGE_TEXT } from '../messages';

export function DashboardApprovePage() {
  return (
    <DashboardLayout>
      <DashboardSection title={DASHBOARD_SECTIONS_TEXT.approve.label} intro={DASHBOARD_APPROVE_PAGE_TEXT.intro}>
        <PendingTable />
      </DashboardSection>
    </DashboardLayout>
  );
}
