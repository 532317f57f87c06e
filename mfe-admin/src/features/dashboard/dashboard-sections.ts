import type { Translation } from '@nivasa/contracts/languages';
import { PATHS } from '@nivasa/contracts/paths';
import type { DASHBOARD_SECTIONS_TEXT } from './messages';

/** The admin's sections, in the side menu's order, named in the page's language (`useText(DASHBOARD_SECTIONS_TEXT)`). */
export const dashboardSections = (text: Translation<typeof DASHBOARD_SECTIONS_TEXT.en>) => [
  { path: PATHS.dashboardApprove, ...text.approve },
  { path: PATHS.dashboardReports, ...text.reports },
  { path: PATHS.dashboardViewListings, ...text.viewListings },
  { path: PATHS.dashboardAnalytics, ...text.analytics },
  { path: PATHS.dashboardAudit, ...text.audit },
];
