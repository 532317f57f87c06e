import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { DashboardSection } from '../features/dashboard/components/dashboard-section';
import { DASHBOARD_SECTIONS_TEXT } from '../features/dashboard/messages';
import { AuditLog } from '../features/audit/components/audit-log';
import { DASHBOARD_AUDIT_PAGE_TEXT } from '../messages';

export function DashboardAuditPage() {
  return (
    <DashboardLayout>
      <DashboardSection title={DASHBOARD_SECTIONS_TEXT.audit.label} intro={DASHBOARD_AUDIT_PAGE_TEXT.intro}>
        <AuditLog />
      </DashboardSection>
    </DashboardLayout>
  );
}
