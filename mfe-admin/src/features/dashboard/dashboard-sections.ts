import { PATHS } from '@nivasa/contracts/paths';

/** The admin's sections, in the side menu's order. */
export const DASHBOARD_SECTIONS = [
  {
    path: PATHS.dashboardApprove,
    label: 'Approve Pending Listings',
    description: 'Review new listings and approve them for search, or delete them.',
  },
  {
    path: PATHS.dashboardViewListings,
    label: 'View Listings',
    description: 'Browse approved listings by type, disapprove them, and choose featured places.',
  },
  {
    path: PATHS.dashboardAnalytics,
    label: 'Check Analytics',
    description: 'Listings by status, type, district and week, and the number of users.',
  },
  {
    path: PATHS.dashboardAudit,
    label: 'Moderation log',
    description: 'Who approved, disapproved, featured or deleted which listing, and why.',
  },
] as const;
