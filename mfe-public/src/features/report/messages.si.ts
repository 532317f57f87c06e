import type { Translation } from '@nivasa/contracts/languages';
import type { REPORT_LISTING_TEXT as REPORT_LISTING } from './messages';

export const REPORT_LISTING_TEXT: Translation<typeof REPORT_LISTING.en> = {
  open: 'මෙම දැන්වීම වාර්තා කරන්න',
  title: 'මෙම දැන්වීම වාර්තා කරන්න',
  reason: 'ඇති වැරැද්ද කුමක්ද?',
  details: 'විස්තර (අවශ්‍ය නම්)',
  detailsHint: 'සිදු වූයේ කුමක්ද? දින, මුදල් සහ ඉල්ලූ ආකාරය අපගේ පරීක්ෂකයන්ට උදව් වේ.',
  send: 'වාර්තාව යවන්න',
  cancel: 'අවලංගු කරන්න',
  loadingForm: 'පෝරමය ලබා ගනිමින්...',
  failed: 'වාර්තාව යැවීමට නොහැකි වුණා. නැවත උත්සාහ කරන්න.',
};
