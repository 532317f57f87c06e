import type { Translation } from '@nivasa/contracts/languages';
import type { REPORTED_CONVERSATIONS_TEXT as REPORTED_CONVERSATIONS } from './messages';

export const REPORTED_CONVERSATIONS_TEXT: Translation<typeof REPORTED_CONVERSATIONS.en> = {
  title: 'වාර්තා කළ සංවාද',
  intro: 'සොයන්නෙකු සහ අයිතිකරුවෙකු අතර, ඔවුන්ගෙන් කෙනෙකු වාර්තා කළ සංවාද. කියවිය හැක්කේ වාර්තා කළ සංවාදයක් පමණි; හැම කියවීමක්ම සටහන් වේ.',
  loading: 'වාර්තා කළ සංවාද ලබා ගනිමින්…',
  none: 'වාර්තා කළ සංවාද නැත.',
  seeker: 'සොයන්නා',
  owner: 'අයිතිකරු',
  reportedBySeeker: 'සොයන්නා වාර්තා කළා',
  reportedByOwner: 'අයිතිකරු වාර්තා කළා',
  blocked: 'අවහිර කර ඇත',
  noDetails: 'විස්තර දී නැත.',
  read: 'සංවාදය කියවන්න',
  hide: 'සංවාදය වසන්න',
  messages: 'පණිවිඩ',
  loadingMessages: 'පණිවිඩ ලබා ගනිමින්…',
  olderNotShown: 'පැරණි පණිවිඩ මෙහි නොපෙන්වයි.',
};
