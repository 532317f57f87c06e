/** The pending queue's texts (messages.ts) in Sinhala. */
import type { Translation } from '@nivasa/contracts/languages';
import type {
  APPROVE_ACTION_TEXT as APPROVE_ACTION,
  DELETE_ACTION_TEXT as DELETE_ACTION,
  DISAPPROVE_CHANGES_ACTION_TEXT as DISAPPROVE_CHANGES_ACTION,
  DUPLICATE_PHOTOS_TEXT as DUPLICATE_PHOTOS,
  PENDING_TABLE_TEXT as PENDING_TABLE,
} from './messages';

export const PENDING_TABLE_TEXT: Translation<typeof PENDING_TABLE.en> = {
  dateCreated: 'සෑදූ දිනය',
  image: 'රූපය',
  approve: 'අනුමත කරන්න',
  delete: 'මකා දමන්න',
  pendingListing: 'රැඳී සිටින දැන්වීම',
  created: (date: string) => `සෑදූ දිනය: ${date}`,
  loading: 'රැඳී සිටින දැන්වීම් පූරණය වෙමින්…',
  noneHint: 'නව දැන්වීම් සමාලෝචනය සඳහා මෙහි පෙනේ.',
  pagesLabel: 'රැඳී සිටින දැන්වීම් පිටු',
};

export const APPROVE_ACTION_TEXT: Translation<typeof APPROVE_ACTION.en> = {
  approve: 'අනුමත කරන්න',
  failed: (name: string) => `“${name}” අනුමත කිරීමට නොහැකි වුණා`,
};

export const DELETE_ACTION_TEXT: Translation<typeof DELETE_ACTION.en> = {
  delete: 'මකා දමන්න',
  failed: (name: string) => `“${name}” මකා දැමීමට නොහැකි වුණා`,
};

export const DISAPPROVE_CHANGES_ACTION_TEXT: Translation<typeof DISAPPROVE_CHANGES_ACTION.en> = {
  failed: (name: string) => `“${name}” හි වෙනස්කම් ප්‍රතික්ෂේප කිරීමට නොහැකි වුණා`,
};

export const DUPLICATE_PHOTOS_TEXT: Translation<typeof DUPLICATE_PHOTOS.en> = {
  title: 'වෙනත් අයිතිකරුවෙකුගේ දැන්වීමක ද මෙවැනි ඡායාරූප ඇත',
  thisListing: 'මෙම දැන්වීම',
  otherListing: 'අනෙක් දැන්වීම',
  thisPhoto: 'මෙම දැන්වීමේ ඡායාරූපය',
  otherPhoto: 'අනෙක් දැන්වීමේ ඡායාරූපය',
  openOther: 'අනෙක් දැන්වීම විවෘත කරන්න',
  more: (count: string) => `තවත් ${count}ක්`,
};
