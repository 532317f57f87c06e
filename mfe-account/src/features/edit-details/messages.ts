/** Edit details' texts: the avatar picker and the account's form. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const AVATAR_PICKER_TEXT = catalogue('AVATAR_PICKER_TEXT', {
  changePicture: 'Change your picture',
  fileLabel: 'Avatar picture',
  hint: 'Click the picture to upload a new one (an image under 2 MB).',
  uploading: (percent: number) => `Uploading ${percent}%`,
  pause: 'Pause',
  resume: 'Resume',
  paused: (percent: number) => `Paused at ${percent}%`,
  cancel: 'Cancel',
  uploaded: 'Image successfully uploaded!',
  canceled: 'Upload canceled. Your picture is unchanged.',
  /** The one message for any avatar upload failure, whatever went wrong. */
  failed: 'Error Image upload (image must be less than 2 mb)',
} as const);

export const EDIT_DETAILS_FORM_TEXT = catalogue('EDIT_DETAILS_FORM_TEXT', {
  addPhoneNumber: 'Please add a phone number',
  username: 'Username',
  email: 'Email',
  emailHint: 'A new email takes effect once you open the link we send to it.',
  password: 'Password',
  passwordHint: (rules: string) => `Leave it empty to keep your password. ${rules}`,
  newPasswordPlaceholder: 'New password',
  setPasswordByEmail: 'Set a password by email',
  currentPassword: 'Current Password',
  currentPasswordHint: 'Needed to change your email or password.',
  phoneNumber: 'Phone Number',
  phoneNumberPlaceholder: '077 123 4567',
  language: 'Language',
  languageHint: 'The language of the emails we send you.',
  submit: 'Edit',
  nothingChanged: 'Nothing has changed yet: edit a field or pick a new picture first.',
} as const);
