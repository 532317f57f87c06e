import type { Translation } from '@nivasa/contracts/languages';
import type { REPORTS_QUEUE_TEXT as REPORTS_QUEUE } from './messages';

export const REPORTS_QUEUE_TEXT: Translation<typeof REPORTS_QUEUE.en> = {
  intro: 'විවෘත වාර්තා ඇති දැන්වීම්, වැඩිපුරම වාර්තා වූ ඒවා මුලින්. වංචා වාර්තා තුනක් ලැබුණු දැන්වීමක් ඔබ තීරණය කරන තුරු සඟවා ඇත.',
  loading: 'වාර්තා ලබා ගනිමින්…',
  none: 'විවෘත වාර්තා නැත.',
  noneHint: 'පරිශීලකයන් වාර්තා කරන දැන්වීම් මෙහි පෙන්වයි.',
  reports: 'වාර්තා',
  fraudReports: 'වංචා වාර්තා',
  owner: 'අයිතිකරු',
  hidden: 'ඔබ තීරණය කරන තුරු සඟවා ඇත',
  ownerBlocked: 'අයිතිකරු අවහිර කර ඇත',
  noDetails: 'විස්තර දී නැත.',
  reasonLabel: 'අයිතිකරුට යවන හේතුව (අවශ්‍ය නම්)',
  dismiss: 'ඉවත දමන්න',
  takeDown: 'ඉවත් කරන්න',
  blockOwner: 'අයිතිකරු අවහිර කරන්න',
  confirmBlock: 'මෙම අයිතිකරු අවහිර කරන්නද? ඔවුන්ගේ සියලු දැන්වීම් වෙබ් අඩවියෙන් ඉවත් වී, ඔවුන් ගිණුමෙන් ඉවත් කෙරේ.',
  failedAction: 'තීරණය',
};
