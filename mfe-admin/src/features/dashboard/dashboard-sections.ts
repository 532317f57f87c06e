import { PATHS } from '@nivasa/contracts/paths';
import { DASHBOARD_SECTIONS_TEXT } from './messages';

/** The admin's sections, in the side menu's order. */
export const DASHBOARD_SECTIONS = [
  { path: PATHS.dashboardApprove, ...DASHBOARD_SECTIONS_TEXT.approve },
  { path: PATHS.dashboardViewListings, ...DASHBOARD_SECTIONS_TEXT.viewListings },
  { path: PATHS.dashboardAnalytics, ...DASHBOARD_SECTIONS_TEXT.analytics },
  { path: PATHS.dashboardAudit, ...DASHBOARD_SECTIONS_TEXT.audit },
] as const;
