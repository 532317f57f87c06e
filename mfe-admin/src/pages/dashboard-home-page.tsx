import { useQuery } from '@tanstack/react-query';
import { ADMIN_LIST_LIMITS, SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { PATHS } from '@nivasa/contracts/paths';
import { useApiClient } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { useCurrentUser } from '@nivasa/session/session-state';
import { LISTING_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { featuredListingsQuery } from '../features/approved/api/approved-listings';
import { totalListingsQuery } from '../features/analytics/api/total-listings';
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { SummaryFigures } from '../features/dashboard/components/summary-figures';
import { WelcomePanel } from '../features/dashboard/components/welcome-panel';
import { pendingListingsQuery } from '../features/pending/api/pending-listings';
import { DASHBOARD_HOME_PAGE_TEXT, TOTAL_LISTINGS_TEXT } from '../messages';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { usePageTexts } from '@nivasa/ui/page-texts';

export function DashboardHomePage() {
  usePageTexts(registeredCatalogues);
  const user = useCurrentUser();
  const text = useText(DASHBOARD_HOME_PAGE_TEXT);
  const listingText = useText(LISTING_CATALOGUE);
  const totalListings = useText(TOTAL_LISTINGS_TEXT);
  const client = useApiClient();
  const pending = useQuery({ ...pendingListingsQuery(client), select: (listings) => listings.length });
  const total = useQuery({ ...totalListingsQuery(client), select: ({ totalListings }) => totalListings });
  const featured = useQuery({ ...featuredListingsQuery(client), select: (listings) => listings.length });
  return (
    <DashboardLayout>
      <WelcomePanel
        username={user?.username ?? text.fallbackName}
        summary={
          <SummaryFigures
            figures={[
              { label: listingText.statusPending, count: pending, cap: ADMIN_LIST_LIMITS.pendingPageSize, to: PATHS.dashboardApprove },
              { label: totalListings.label, count: total, to: PATHS.dashboardAnalytics },
              {
                label: text.featured,
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
