import { useQuery } from '@tanstack/react-query';
import { ADMIN_LIST_LIMITS, SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { PATHS } from '@nivasa/contracts/paths';
import { useApiClient } from '@nivasa/session/api-client';
import { useCurrentUser } from '@nivasa/session/session-state';
import { featuredListingsQuery } from '../features/approved/api/approved-listings';
import { totalListingsQuery } from '../features/analytics/api/total-listings';
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { SummaryFigures } from '../features/dashboard/components/summary-figures';
import { WelcomePanel } from '../features/dashboard/components/welcome-panel';
import { pendingListingsQuery } from '../features/pending/api/pending-listings';

export function DashboardHomePage() {
  const user = useCurrentUser();
  const client = useApiClient();
  const pending = useQuery({ ...pendingListingsQuery(client), select: (listings) => listings.length });
  const total = useQuery({ ...totalListingsQuery(client), select: ({ totalListings }) => totalListings });
  const featured = useQuery({ ...featuredListingsQuery(client), select: (listings) => listings.length });
  return (
    <DashboardLayout>
      <WelcomePanel
        username={user?.username ?? 'admin'}
        summary={
          <SummaryFigures
            figures={[
              { label: 'Waiting for approval', count: pending, cap: ADMIN_LIST_LIMITS.pendingPageSize, to: PATHS.dashboardApprove },
              { label: 'Total Number of Listings', count: total, to: PATHS.dashboardAnalytics },
              { label: 'Featured', count: featured, cap: SEARCH_LIMITS.maxPageSize, to: PATHS.dashboardViewListings },
            ]}
          />
        }
      />
    </DashboardLayout>
  );
}
