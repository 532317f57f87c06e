import type { Translation } from '@nivasa/contracts/languages';
import type { VERIFY_PHONE_TEXT as VERIFY_PHONE } from './messages';

export const VERIFY_PHONE_TEXT: Translation<typeof VERIFY_PHONE.en> = {
  title: 'ඔබේ දුරකථනය තහවුරු කරන්න',
  verified: 'දුරකථනය තහවුරු කර ඇත',
  verifiedHint: 'ඔබේ දැන්වීම්වල “දුරකථනය තහවුරු කර ඇත” ලෙස පෙන්වයි. අංකය වෙනස් කළොත්, නව අංකය තහවුරු කරන තුරු එය ඉවත් වේ.',
  intro: (number: string) =>
    `අපි ${number} අංකයට ඉලක්කම් 6ක කේතයක් කෙටි පණිවිඩයකින් එවන්නෙමු. දුරකථනය තහවුරු කළ අයිතිකරුවන්ගේ දැන්වීම්වල “දුරකථනය තහවුරු කර ඇත” ලෙස පෙන්වයි.`,
  landline: (number: string) => `${number} ස්ථාවර දුරකථන අංකයකි. කේතය කෙටි පණිවිඩයකින් එන නිසා, තහවුරු කිරීමට ඔබේ විස්තරවල අංකය ජංගම අංකයකට වෙනස් කරන්න.`,
  sendCode: 'කේතය එවන්න',
  codeLabel: 'කෙටි පණිවිඩයේ කේතය',
  codeHint: 'කේතය මිනිත්තු 10ක් වලංගුයි.',
  verify: 'තහවුරු කරන්න',
  resendIn: (seconds: number) => `තත්පර ${seconds}කින් නව කේතයක් එවිය හැක`,
  resend: 'නව කේතයක් එවන්න',
};
