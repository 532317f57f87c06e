import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { DashboardSection } from '../features/dashboard/components/dashboard-section';
import { AnalyticsOverview } from '../features/analytics/components/analytics-overview';

export function DashboardAnalyticsPage() {
  return (
    <DashboardLayout>
      <DashboardSection
        title="Check Analytics"
        intro="How many listings Nivasa holds, of which kinds and where, and how many people use it."
      >
        <AnalyticsOverview />
      </DashboardSection>
    </DashboardLayout>
  );
}
