import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { DashboardSection } from '../features/dashboard/components/dashboard-section';
import { AuditLog } from '../features/audit/components/audit-log';

export function DashboardAuditPage() {
  return (
    <DashboardLayout>
      <DashboardSection title="Moderation log" intro="Every approval, disapproval, featuring and deletion, newest first.">
        <AuditLog />
      </DashboardSection>
    </DashboardLayout>
  );
}
