/** The admin remote's page texts (messages.ts) in Sinhala. */
import type { Translation } from '@nivasa/contracts/languages';
import type {
  ACTION_FAILURE_TEXT as ACTION_FAILURE,
  DASHBOARD_ANALYTICS_PAGE_TEXT as DASHBOARD_ANALYTICS_PAGE,
  DASHBOARD_APPROVE_PAGE_TEXT as DASHBOARD_APPROVE_PAGE,
  DASHBOARD_AUDIT_PAGE_TEXT as DASHBOARD_AUDIT_PAGE,
  DASHBOARD_HOME_PAGE_TEXT as DASHBOARD_HOME_PAGE,
  DASHBOARD_VIEW_LISTINGS_PAGE_TEXT as DASHBOARD_VIEW_LISTINGS_PAGE,
  LOAD_ERROR_TEXT as LOAD_ERROR,
  TOTAL_LISTINGS_TEXT as TOTAL_LISTINGS,
} from './messages';

export const LOAD_ERROR_TEXT: Translation<typeof LOAD_ERROR.en> = {
  message: (reason: string) => `දෝෂයක්: ${reason}`,
};

export const TOTAL_LISTINGS_TEXT: Translation<typeof TOTAL_LISTINGS.en> = {
  label: 'මුළු දැන්වීම් ගණන',
};

export const ACTION_FAILURE_TEXT: Translation<typeof ACTION_FAILURE.en> = {
  message: (what: string, reason: string) => `${what}: ${reason}`,
  close: 'වසන්න',
};

export const DASHBOARD_HOME_PAGE_TEXT: Translation<typeof DASHBOARD_HOME_PAGE.en> = {
  fallbackName: 'පරීක්ෂක',
  featured: 'විශේෂිත දැන්වීම්',
};

export const DASHBOARD_APPROVE_PAGE_TEXT: Translation<typeof DASHBOARD_APPROVE_PAGE.en> = {
  intro: 'නව දැන්වීම් සහ සජීවී දැන්වීම්වල වෙනස්කම්, ඔබ අනුමත කරන තුරු (එවිට ඒවා සැමට පෙනේ) හෝ මකා දමන තුරු මෙහි රැඳී සිටී.',
};

export const DASHBOARD_VIEW_LISTINGS_PAGE_TEXT: Translation<typeof DASHBOARD_VIEW_LISTINGS_PAGE.en> = {
  intro: 'අනුමත දැන්වීම්, වර්ගය අනුව. දැන්වීමක් වෙබ් අඩවියෙන් ඉවත් කිරීමට එය ප්‍රතික්ෂේප කරන්න, නැතහොත් මුල් පිටුවේ විශේෂිත කරන්න.',
};

export const DASHBOARD_ANALYTICS_PAGE_TEXT: Translation<typeof DASHBOARD_ANALYTICS_PAGE.en> = {
  intro: 'Nivasa හි දැන්වීම් කීයක් ඇත්ද, ඒවා කුමන වර්ගවල සහ කොහේද, සහ එය භාවිත කරන්නේ කී දෙනෙක්ද.',
};

export const DASHBOARD_AUDIT_PAGE_TEXT: Translation<typeof DASHBOARD_AUDIT_PAGE.en> = {
  intro: 'සෑම අනුමත කිරීමක්ම, ප්‍රතික්ෂේප කිරීමක්ම, විශේෂිත කිරීමක්ම සහ මකා දැමීමක්ම, නවතම ඒවා මුලින්.',
};
