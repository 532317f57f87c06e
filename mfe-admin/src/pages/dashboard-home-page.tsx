import { useQuery } from '@tanstack/react-query';
import { ADMIN_LIST_LIMITS, SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { PATHS } from '@nivasa/contracts/paths';
import { useApiClient } from '@nivasa/session/api-client';
import { useCurrentUser } from '@nivasa/session/session-state';
import { featuredListingsQuery } from '../features/approved/api/approved-listings';
import { totalListingsQuery } from '../features/analytics/api/total-listings';
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { SummaryFigures } from '../features/dashboard/components/summary-figures';
import { WelcomePanel } from '../features/dashboard/components/welcome-panel';
import { pendingListingsQuery } from '../features/pending/api/pending-listings';
import { ANALYTICS_OVERVIEW_TEXT } from '../features/analytics/messages';
import { DASHBOARD_HOME_PAGE_TEXT } from '../messages';

export function DashboardHomePage() {
  const user = useCurrentUser();
  const client = useApiClient();
  const pending = useQuery({ ...pendingListingsQuery(client), select: (listings) => listings.length });
  const total = useQuery({ ...totalListingsQuery(client), select: ({ totalListings }) => totalListings });
  const featured = useQuery({ ...featuredListingsQuery(client), select: (listings) => listings.length });
  return (
    <DashboardLayout>
      <WelcomePanel
        username={user?.username ?? DASHBOARD_HOME_PAGE_TEXT.fallbackName}
        summary={
          <SummaryFigures
            figures={[
              { label: LISTING_MESSAGES.statusPending, count: pending, cap: ADMIN_LIST_LIMITS.pendingPageSize, to: PATHS.dashboardApprove },
              { label: ANALYTICS_OVERVIEW_TEXT.totalListings, count: total, to: PATHS.dashboardAnalytics },
              {
                label: DASHBOARD_HOME_PAGE_TEXT.featured,
                count: featured,
                cap: SEARCH_LIMITS.maxPageSize,
                to: PATHS.dashboardViewListings,
              },
            ]}
          />
        }
      />
    </DashboardLayout>
  );
}
