import { useText } from '@nivasa/session/language';
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { DashboardSection } from '../features/dashboard/components/dashboard-section';
import { DASHBOARD_SECTIONS_TEXT } from '../features/dashboard/messages';
import { AnalyticsOverview } from '../features/analytics/components/analytics-overview';
import { DASHBOARD_ANALYTICS_PAGE_TEXT } from '../messages';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { usePageTexts } from '@nivasa/ui/page-texts';

export function DashboardAnalyticsPage() {
  usePageTexts(registeredCatalogues);
  const sections = useText(DASHBOARD_SECTIONS_TEXT);
  const text = useText(DASHBOARD_ANALYTICS_PAGE_TEXT);
  return (
    <DashboardLayout>
      <DashboardSection title={sections.analytics.label} intro={text.intro}>
        <AnalyticsOverview />
      </DashboardSection>
    </DashboardLayout>
  );
}
