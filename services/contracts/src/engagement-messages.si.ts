/** The reviews' and favourites' texts (engagement-messages.ts) in Sinhala: the same keys and placeholders as the English. */
import { formatNumber } from './format';
import type { Translation } from './languages';
import { LISTING_LIMITS, REVIEW_LIMITS } from './limits';
import type { FAVORITE_MESSAGES, REPORT_MESSAGES, REPORT_REASON_LABELS, REVIEW_MESSAGES } from './engagement-messages';

export const REVIEW_MESSAGES_SI: Translation<typeof REVIEW_MESSAGES> = {
  rating: `ශ්‍රේණිගත කිරීම ${REVIEW_LIMITS.ratingMin} සිට ${REVIEW_LIMITS.ratingMax} දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය.`,
  comment: `අක්ෂර ${formatNumber(REVIEW_LIMITS.commentMaxLength)}කට නොවැඩි අදහසක් ලියන්න.`,
  page: `page 1 සිට ${formatNumber(REVIEW_LIMITS.maxPage)} දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය.`,
  limit: `limit 1 සිට ${REVIEW_LIMITS.pageSize} දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය.`,
  ownListing: 'ඔබට ඔබේම දැන්වීම් සමාලෝචනය කළ නොහැක',
  alreadyReviewed: 'ඔබ මෙය දැනටමත් සමාලෝචනය කර ඇත',
  onlyApproved: 'සමාලෝචනය කළ හැක්කේ අනුමත දැන්වීම් පමණි.',
  posted: 'ස්තූතියි! ඔබේ සමාලෝචනය පළ කළා.',
  deleted: 'සමාලෝචනය මකා දැමුණා.',
  notFound: 'සමාලෝචනය හමු නොවුණා.',
  notYours: 'ඔබට මකා දැමිය හැක්කේ ඔබේම සමාලෝචන පමණි.',
  noReviews: 'සමාලෝචන නැත',
  failedToFetch: 'සමාලෝචන ලබා ගැනීමට නොහැකි වුණා',
  signInPrompt: 'සමාලෝචනයක් ලිවීමට පිවිසෙන්න.',
};

export const FAVORITE_MESSAGES_SI: Translation<typeof FAVORITE_MESSAGES> = {
  added: 'ප්‍රියතම වලට එක් කළා',
  removed: 'ප්‍රියතම වලින් ඉවත් කළා',
  failedToAdd: 'ප්‍රියතම වලට එක් කිරීමට නොහැකි වුණා',
  failedToFetch: 'ප්‍රියතම ලබා ගැනීමට නොහැකි වුණා',
  failedToRemove: 'ප්‍රියතමය ඉවත් කිරීමට නොහැකි වුණා.',
  noFavorites: 'තවම ප්‍රියතම එක් කර නැත.',
  notYours: 'ඔබට වෙනස් කළ හැක්කේ ඔබේම ප්‍රියතම පමණි.',
  onlyApproved: 'ප්‍රියතම වලට එක් කළ හැක්කේ අනුමත දැන්වීම් පමණි.',
};

export const REPORT_MESSAGES_SI: Translation<typeof REPORT_MESSAGES> = {
  reason: 'මෙම දැන්වීම වාර්තා කරන හේතුව තෝරන්න.',
  details: `විස්තර අක්ෂර ${formatNumber(1_000)}කට නොවැඩි විය යුතුය.`,
  action: 'action dismiss, take-down හෝ block-owner විය යුතුය.',
  moderatorReason: `හේතුව අක්ෂර ${formatNumber(LISTING_LIMITS.reasonMaxLength)}කට නොවැඩි විය යුතුය.`,
  reported: 'ස්තූතියි. අපගේ පරීක්ෂකයන් මෙම දැන්වීම පරීක්ෂා කරනු ඇත.',
  alreadyReported: 'ඔබ මෙම දැන්වීම දැනටමත් වාර්තා කර ඇත.',
  ownListing: 'ඔබට ඔබේම දැන්වීම වාර්තා කළ නොහැක.',
  noOpenReports: 'මෙම දැන්වීමට විවෘත වාර්තා නැත.',
  dismissed: 'වාර්තා ඉවත දැමුවා.',
  takenDown: 'දැන්වීම ඉවත් කළා.',
  ownerBlocked: 'අයිතිකරු අවහිර කළා; ඔවුන්ගේ දැන්වීම් සඟවා ඇත.',
  userBlocked: 'පරිශීලකයා අවහිර කළා.',
  userUnblocked: 'පරිශීලකයාගේ අවහිරය ඉවත් කළා.',
  adminNotBlockable: 'පරිපාලකයෙකු අවහිර කළ නොහැක.',
  accountBlocked: 'මෙම ගිණුම අවහිර කර ඇත. මෙය වැරැද්දක් යැයි සිතනවා නම් අපට ලියන්න.',
};

export const REPORT_REASON_LABELS_SI: Translation<typeof REPORT_REASON_LABELS> = {
  'asked-for-advance': 'අත්තිකාරම් මුදලක් ඉල්ලුවා',
  'not-available': 'ලබා ගත නොහැක හෝ දැනටමත් කුලියට දී ඇත',
  'wrong-details': 'වැරදි මිල හෝ විස්තර',
  'fake-photos': 'ව්‍යාජ හෝ සොරකම් කළ ඡායාරූප',
  offensive: 'අශිෂ්ට අන්තර්ගතය',
  other: 'වෙනත්',
};
