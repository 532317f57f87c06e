/** The moderation log's texts (messages.ts) in Sinhala. */
import type { Translation } from '@nivasa/contracts/languages';
import type { AUDIT_LOG_TEXT as AUDIT_LOG } from './messages';

export const AUDIT_LOG_TEXT: Translation<typeof AUDIT_LOG.en> = {
  actions: {
    approve: 'අනුමත කළා',
    disapprove: 'ප්‍රතික්ෂේප කළා',
    approveChanges: 'වෙනස්කම් අනුමත කළා',
    disapproveChanges: 'වෙනස්කම් ප්‍රතික්ෂේප කළා',
    edit: 'සංස්කරණය කළා',
    feature: 'විශේෂිත කළා',
    unfeature: 'විශේෂිතයෙන් ඉවත් කළා',
    delete: 'මකා දැමුවා',
    dismissReports: 'වාර්තා ඉවත දැමුවා',
    takeDown: 'ඉවත් කළා',
    blockUser: 'අවහිර කළා',
    unblockUser: 'අවහිරය ඉවත් කළා',
    readEnquiry: 'වාර්තා කළ සංවාදයක් කියෙව්වා',
  },
  when: 'කවදාද',
  who: 'කවුද',
  action: 'ක්‍රියාව',
  listing: 'දැන්වීම',
  whenAndWho: (when: string, who: string) => `${when}, ${who} විසින්`,
  loading: 'පරීක්ෂණ සටහන් පූරණය වෙමින්…',
  none: 'තවම පරීක්ෂණ ක්‍රියා නැත.',
  noneHint: 'අනුමත කිරීම්, ප්‍රතික්ෂේප කිරීම්, විශේෂිත කිරීම් සහ මකා දැමීම් මෙහි ලැයිස්තුගත වේ.',
};
