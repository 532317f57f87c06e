import type { Translation } from '@nivasa/contracts/languages';
import type { AVATAR_PICKER_TEXT as AVATAR_PICKER, EDIT_DETAILS_FORM_TEXT as EDIT_DETAILS_FORM } from './messages';

export const AVATAR_PICKER_TEXT: Translation<typeof AVATAR_PICKER.en> = {
  changePicture: 'உங்கள் படத்தை மாற்று',
  fileLabel: 'சுயவிவரப் படம்',
  hint: 'புதிய படத்தைப் பதிவேற்ற, படத்தைக் கிளிக் செய்யவும் (2 மெகாபைட்டுக்குக் குறைவான படம்).',
  uploading: (percent: number) => `பதிவேற்றப்படுகிறது ${percent}%`,
  pause: 'இடைநிறுத்து',
  resume: 'தொடர்',
  paused: (percent: number) => `${percent}% இல் இடைநிறுத்தப்பட்டது`,
  cancel: 'ரத்துசெய்',
  uploaded: 'படம் வெற்றிகரமாகப் பதிவேற்றப்பட்டது!',
  canceled: 'பதிவேற்றம் ரத்துசெய்யப்பட்டது. உங்கள் படம் மாறவில்லை.',
  failed: 'படப் பதிவேற்றத்தில் பிழை (படம் 2 மெகாபைட்டுக்குக் குறைவாக இருக்க வேண்டும்)',
};

export const EDIT_DETAILS_FORM_TEXT: Translation<typeof EDIT_DETAILS_FORM.en> = {
  addPhoneNumber: 'தயவுசெய்து தொலைபேசி எண்ணைச் சேர்க்கவும்',
  username: 'பயனர்பெயர்',
  email: 'மின்னஞ்சல்',
  emailHint: 'நாங்கள் அனுப்பும் இணைப்பை நீங்கள் திறந்த பின்னரே புதிய மின்னஞ்சல் நடைமுறைக்கு வரும்.',
  password: 'கடவுச்சொல்',
  passwordHint: (rules: string) => `கடவுச்சொல்லை மாற்றாமல் வைக்க வெறுமையாக விடவும். ${rules}`,
  newPasswordPlaceholder: 'புதிய கடவுச்சொல்',
  setPasswordByEmail: 'மின்னஞ்சல் மூலம் கடவுச்சொல்லை அமைக்கவும்',
  currentPassword: 'தற்போதைய கடவுச்சொல்',
  currentPasswordHint: 'மின்னஞ்சல் அல்லது கடவுச்சொல்லை மாற்ற இது தேவை.',
  phoneNumber: 'தொலைபேசி எண்',
  phoneNumberPlaceholder: '077 123 4567',
  language: 'மொழி',
  languageHint: 'நாங்கள் உங்களுக்கு அனுப்பும் மின்னஞ்சல்களின் மொழி.',
  submit: 'திருத்து',
  nothingChanged: 'இன்னும் எதுவும் மாறவில்லை: முதலில் ஒரு புலத்தைத் திருத்தவும் அல்லது புதிய படத்தைத் தேர்ந்தெடுக்கவும்.',
};
