import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { DashboardSection } from '../features/dashboard/components/dashboard-section';
import { DASHBOARD_SECTIONS_TEXT } from '../features/dashboard/messages';
import { AnalyticsOverview } from '../features/analytics/components/analytics-overview';
import { DASHBOARD_ANALYTICS_PAGE_TEXT } from '../messages';

export function DashboardAnalyticsPage() {
  return (
    <DashboardLayout>
      <DashboardSection title={DASHBOARD_SECTIONS_TEXT.analytics.label} intro={DASHBOARD_ANALYTICS_PAGE_TEXT.intro}>
        <AnalyticsOverview />
      </DashboardSection>
    </DashboardLayout>
  );
}
