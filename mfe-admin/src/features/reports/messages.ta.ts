import type { Translation } from '@nivasa/contracts/languages';
import type { REPORTS_QUEUE_TEXT as REPORTS_QUEUE } from './messages';

export const REPORTS_QUEUE_TEXT: Translation<typeof REPORTS_QUEUE.en> = {
  intro: 'திறந்த புகார்கள் உள்ள விளம்பரங்கள், அதிகம் புகாரளிக்கப்பட்டவை முதலில். மூன்று மோசடிப் புகார்கள் பெற்ற விளம்பரம் நீங்கள் முடிவு செய்யும் வரை மறைக்கப்படும்.',
  loading: 'புகார்கள் ஏற்றப்படுகின்றன…',
  none: 'திறந்த புகார்கள் இல்லை.',
  noneHint: 'பயனர்கள் புகாரளிக்கும் விளம்பரங்கள் இங்கே காட்டப்படும்.',
  reports: 'புகார்கள்',
  fraudReports: 'மோசடிப் புகார்கள்',
  owner: 'உரிமையாளர்',
  hidden: 'நீங்கள் முடிவு செய்யும் வரை மறைக்கப்பட்டுள்ளது',
  ownerBlocked: 'உரிமையாளர் தடுக்கப்பட்டார்',
  noDetails: 'விவரங்கள் தரப்படவில்லை.',
  reasonLabel: 'உரிமையாளருக்கு அனுப்பப்படும் காரணம் (விரும்பினால்)',
  dismiss: 'நிராகரி',
  takeDown: 'அகற்று',
  blockOwner: 'உரிமையாளரைத் தடு',
  confirmBlock: 'இந்த உரிமையாளரைத் தடுக்கவா? அவரது எல்லா விளம்பரங்களும் தளத்திலிருந்து நீக்கப்பட்டு, அவர் வெளியேற்றப்படுவார்.',
  failedAction: 'முடிவு',
};
