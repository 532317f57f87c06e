import type { Translation } from '@nivasa/contracts/languages';
import type {
  MESSAGES_PAGE_TEXT as MESSAGES_PAGE,
  REPLY_BOX_TEXT as REPLY_BOX,
  THREAD_ACTIONS_TEXT as THREAD_ACTIONS,
  THREAD_LIST_TEXT as THREAD_LIST,
  THREAD_VIEW_TEXT as THREAD_VIEW,
} from './messages';

export const MESSAGES_PAGE_TEXT: Translation<typeof MESSAGES_PAGE.en> = {
  documentTitle: 'පණිවිඩ | Nivasa',
  title: 'පණිවිඩ',
  chooseThread: 'කියවීමට සංවාදයක් තෝරන්න.',
};

export const THREAD_LIST_TEXT: Translation<typeof THREAD_LIST.en> = {
  label: 'සංවාද',
  loading: 'ඔබේ සංවාද පූරණය වෙමින්...',
  empty: 'තවම පණිවිඩ නැත. දැන්වීමක පිටුවෙන් අයිතිකරුට ලියන්න.',
  findPlace: 'ස්ථානයක් සොයන්න',
  you: (text: string) => `ඔබ: ${text}`,
  unread: (count: string) => `නොකියවූ ${count}`,
  noLongerListed: 'තවදුරටත් පළ කර නැත',
  blocked: 'අවහිර කර ඇත',
  tryAgain: 'නැවත උත්සාහ කරන්න',
};

export const THREAD_VIEW_TEXT: Translation<typeof THREAD_VIEW.en> = {
  back: '← සියලු පණිවිඩ',
  loading: 'සංවාදය පූරණය වෙමින්...',
  withPerson: (name: string) => `${name} සමඟ`,
  seeListing: 'දැන්වීම බලන්න',
  notPublic: 'මෙම දැන්වීම තවදුරටත් පිරිනමන්නේ නැත. ඔබට තවමත් මෙම සංවාදය කියවිය හැක.',
  messages: 'පණිවිඩ',
  mine: 'ඔබ',
  sentAt: (when: string) => `යැව්වේ ${when}`,
  tryAgain: 'නැවත උත්සාහ කරන්න',
};

export const REPLY_BOX_TEXT: Translation<typeof REPLY_BOX.en> = {
  label: 'ඔබේ පිළිතුර',
  count: (used: string, most: string) => `${used} / ${most}`,
  tooShort: 'පළමුව පණිවිඩයක් ලියන්න.',
  tooLong: (most: string) => `අක්ෂර ${most} ට සීමා කරන්න.`,
  send: 'යවන්න',
  failed: 'ඔබේ පණිවිඩය යැවිය නොහැකි විය. නැවත උත්සාහ කරන්න.',
};

export const THREAD_ACTIONS_TEXT: Translation<typeof THREAD_ACTIONS.en> = {
  label: 'සංවාද ක්‍රියා',
  sharePhone: 'මගේ දුරකථන අංකය බෙදාගන්න',
  ownerPhone: 'අයිතිකරුගේ දුරකථනය',
  block: 'අවහිර කරන්න',
  blockConfirm: (name: string) => `${name} අවහිර කරන්නද? මෙහි ඔබ දෙදෙනාටම තවත් පණිවිඩ යැවිය නොහැක.`,
  blockYes: 'ඔව්, අවහිර කරන්න',
  report: 'වාර්තා කරන්න',
  reportTitle: 'මෙම සංවාදය වාර්තා කරන්න',
  reason: 'වැරැද්ද කුමක්ද?',
  details: 'විස්තර (අත්‍යවශ්‍ය නැත)',
  sendReport: 'වාර්තාව යවන්න',
  cancel: 'අවලංගු කරන්න',
  failed: 'එය කළ නොහැකි විය. නැවත උත්සාහ කරන්න.',
  reported: 'ඔබ මෙම සංවාදය වාර්තා කළා. අපගේ පරිපාලකයින් එය කියවනු ඇත.',
  blockedByMe: 'ඔබ මෙම පුද්ගලයා අවහිර කළා. මෙහි තවත් පණිවිඩ යැවිය නොහැක.',
  blockedByOther: 'මෙම සංවාදයේ තවත් පණිවිඩ යැවිය නොහැක.',
  olderMessages: 'පැරණි පණිවිඩ පෙන්වන්න',
};
