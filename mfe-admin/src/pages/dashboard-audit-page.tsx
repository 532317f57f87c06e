import { useText } from '@nivasa/session/language';
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { DashboardSection } from '../features/dashboard/components/dashboard-section';
import { DASHBOARD_SECTIONS_TEXT } from '../features/dashboard/messages';
import { AuditLog } from '../features/audit/components/audit-log';
import { DASHBOARD_AUDIT_PAGE_TEXT } from '../messages';
import { AntdTexts } from '@nivasa/ui/antd-texts';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { usePageTexts } from '@nivasa/ui/page-texts';

export function DashboardAuditPage() {
  usePageTexts(registeredCatalogues);
  const sections = useText(DASHBOARD_SECTIONS_TEXT);
  const text = useText(DASHBOARD_AUDIT_PAGE_TEXT);
  return (
    <DashboardLayout>
      <DashboardSection title={sections.audit.label} intro={text.intro}>
        <AntdTexts>
          <AuditLog />
        </AntdTexts>
      </DashboardSection>
    </DashboardLayout>
  );
}
