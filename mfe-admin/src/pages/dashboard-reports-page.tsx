import { useText } from '@nivasa/session/language';
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { DashboardSection } from '../features/dashboard/components/dashboard-section';
import { DASHBOARD_SECTIONS_TEXT } from '../features/dashboard/messages';
import { ReportedConversations } from '../features/reported-conversations/components/reported-conversations';
import { ReportsQueue } from '../features/reports/components/reports-queue';
import { REPORTS_QUEUE_TEXT } from '../features/reports/messages';
import { AntdTexts } from '@nivasa/ui/antd-texts';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { usePageTexts } from '@nivasa/ui/page-texts';

export function DashboardReportsPage() {
  usePageTexts(registeredCatalogues);
  const sections = useText(DASHBOARD_SECTIONS_TEXT);
  const text = useText(REPORTS_QUEUE_TEXT);
  return (
    <DashboardLayout>
      <DashboardSection title={sections.reports.label} intro={text.intro}>
        <AntdTexts>
          <ReportsQueue />
          <ReportedConversations />
        </AntdTexts>
      </DashboardSection>
    </DashboardLayout>
  );
}
