import type { Translation } from '@nivasa/contracts/languages';
import type { AVATAR_PICKER_TEXT as AVATAR_PICKER, EDIT_DETAILS_FORM_TEXT as EDIT_DETAILS_FORM } from './messages';

export const AVATAR_PICKER_TEXT: Translation<typeof AVATAR_PICKER.en> = {
  changePicture: 'ඔබේ පින්තූරය වෙනස් කරන්න',
  fileLabel: 'පැතිකඩ රූපය',
  hint: 'අලුත් එකක් උඩුගත කිරීමට පින්තූරය ක්ලික් කරන්න (මෙගාබයිට් 2ට අඩු රූපයක්).',
  uploading: (percent: number) => `උඩුගත වෙමින් ${percent}%`,
  pause: 'නවත්වන්න',
  resume: 'නැවත අරඹන්න',
  paused: (percent: number) => `${percent}%කදී නැවැත්වුණා`,
  cancel: 'අවලංගු කරන්න',
  uploaded: 'රූපය සාර්ථකව උඩුගත කළා!',
  canceled: 'උඩුගත කිරීම අවලංගු කළා. ඔබේ පින්තූරය වෙනස් නොවුණා.',
  failed: 'රූපය උඩුගත කිරීමේ දෝෂයක් (රූපය මෙගාබයිට් 2ට අඩු විය යුතුය)',
};

export const EDIT_DETAILS_FORM_TEXT: Translation<typeof EDIT_DETAILS_FORM.en> = {
  addPhoneNumber: 'කරුණාකර දුරකථන අංකයක් එක් කරන්න',
  username: 'පරිශීලක නාමය',
  email: 'විද්‍යුත් තැපෑල',
  emailHint: 'නව විද්‍යුත් තැපෑල ක්‍රියාත්මක වන්නේ අප එයට එවන සබැඳිය ඔබ විවෘත කළ පසුවය.',
  password: 'මුරපදය',
  passwordHint: (rules: string) => `මුරපදය එලෙසම තබා ගැනීමට හිස්ව තබන්න. ${rules}`,
  newPasswordPlaceholder: 'නව මුරපදය',
  setPasswordByEmail: 'විද්‍යුත් තැපෑලෙන් මුරපදයක් සකසන්න',
  currentPassword: 'වත්මන් මුරපදය',
  currentPasswordHint: 'විද්‍යුත් තැපෑල හෝ මුරපදය වෙනස් කිරීමට අවශ්‍යයි.',
  phoneNumber: 'දුරකථන අංකය',
  phoneNumberPlaceholder: '077 123 4567',
  language: 'භාෂාව',
  languageHint: 'අප ඔබට එවන විද්‍යුත් තැපැල්වල භාෂාව.',
  submit: 'සංස්කරණය කරන්න',
  nothingChanged: 'තවම කිසිවක් වෙනස් වී නැත: පළමුව ක්ෂේත්‍රයක් සංස්කරණය කරන්න හෝ අලුත් පින්තූරයක් තෝරන්න.',
};
