/** The moderation log's texts (messages.ts) in Tamil. */
import type { Translation } from '@nivasa/contracts/languages';
import type { AUDIT_LOG_TEXT as AUDIT_LOG } from './messages';

export const AUDIT_LOG_TEXT: Translation<typeof AUDIT_LOG.en> = {
  actions: {
    approve: 'அங்கீகரிக்கப்பட்டது',
    disapprove: 'நிராகரிக்கப்பட்டது',
    approveChanges: 'மாற்றங்கள் அங்கீகரிக்கப்பட்டன',
    disapproveChanges: 'மாற்றங்கள் நிராகரிக்கப்பட்டன',
    edit: 'திருத்தப்பட்டது',
    feature: 'சிறப்பாக்கப்பட்டது',
    unfeature: 'சிறப்பு நீக்கப்பட்டது',
    delete: 'நீக்கப்பட்டது',
    dismissReports: 'புகார்கள் நிராகரிக்கப்பட்டன',
    takeDown: 'அகற்றப்பட்டது',
    blockUser: 'தடுக்கப்பட்டார்',
    unblockUser: 'தடை நீக்கப்பட்டது',
    readEnquiry: 'புகாரளிக்கப்பட்ட உரையாடல் படிக்கப்பட்டது',
  },
  when: 'எப்போது',
  who: 'யார்',
  action: 'செயல்',
  listing: 'விளம்பரம்',
  whenAndWho: (when: string, who: string) => `${when}, செய்தவர்: ${who}`,
  loading: 'மதிப்பீட்டுப் பதிவு ஏற்றப்படுகிறது…',
  none: 'இன்னும் மதிப்பீட்டுச் செயல்கள் இல்லை.',
  noneHint: 'அங்கீகாரங்கள், நிராகரிப்புகள், சிறப்பாக்கல்கள், நீக்கங்கள் இங்கே பட்டியலிடப்படும்.',
};
