/** Texts of the accounts and sessions API: what the server answers and the forms show. */
export const AUTH_MESSAGES = {
  signedUp: 'Account created. You can sign in now.',
  signedIn: 'Signed in successfully.',
  signedOut: 'Signed out.',
  emailTaken: 'An account with that email already exists.',
  usernameTaken: 'That username is taken.',
  wrongCredentials: 'Wrong email or password.',
  crossSiteRefused: 'Cross-site request refused.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  resetLinkSent: 'If an account exists for that email, a reset link is on its way.',
  passwordReset: 'Your password has been reset. You can sign in now.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  identityUnverifiable: 'Could not verify your sign-in with the identity provider.',
  identityEmailUnverified: 'Your email address is not verified with the identity provider.',
  identityAttemptExpired: 'This sign-in attempt has expired. Please try again.',
  identityUnavailable: 'Sign-in with the identity provider is not available right now. Please try again later.',
  userUpdated: 'User is updated successfully!',
  updateOthersRefused: 'You can only update your own account.',
  deleteOthersRefused: 'You can only delete your own account.',
  accountDeleted: 'Your account has been deleted.',
  otherAccountDeleted: 'The account has been deleted.',
  userNotFound: 'User not found.',
  adminsOnly: 'Only admins can do that.',
  avatarNotYours: 'The avatar must be an image you uploaded.',
  imageMissing: 'Choose an image to upload.',
  imageNotFound: 'Image not found',
  notAnImage: 'Only image files can be uploaded.',
  imagePurposeInvalid: 'purpose must be avatar or listing.',
  uploadQuotaReached: 'You have reached your upload limit. Delete some photos first.',
  emailChangeSent:
    'We sent a link to your new email address. Open it within an hour to finish the change; until then your email stays as it is.',
  emailChanged: 'Your email address has been changed.',
  emailChangeLinkInvalid: 'This email confirmation link is invalid or has expired.',
  noPasswordYet:
    'Your account signs in with Google and has no password yet. Set one first with "Forgot password?" on the sign-in page (we mail you a link); then you can change your email here.',
  uploadNotFound: 'This upload was not found or has expired. Please choose the picture again.',
  uploadOffsetMismatch: 'This piece of the upload does not follow what the server has. Ask where to resume, then send the rest.',
  uploadsPendingLimit: 'You have many unfinished uploads. Finish or cancel some, then try again.',
  /** 'Image must be less than 2 MB.': see imageTooLargeMessage. */
  imageTooLarge: (megabytes: number) => `Image must be less than ${megabytes} MB.`,
} as const;

/** What the API answers when a rate limit is hit (429). */
export const RATE_LIMIT_MESSAGES = {
  tooManyWrites: 'You are doing that too often. Please wait a minute and try again.',
  tooManyUploads: 'You have uploaded many images in a short time. Please wait a few minutes and try again.',
  tooManyContactLookups: 'You have seen the phone numbers of many owners today. Please try again tomorrow.',
  uploadsInFlight: 'Two of your images are still uploading. Please wait until they finish, then try again.',
  tooManyReports: 'You have reported many listings today. Please try again tomorrow.',
} as const;

/** Field rules of the sign-up and profile forms, in the words the API answers with. */
export const FIELD_MESSAGES = {
  email: 'Enter a valid email address.',
  username: 'Username must be 3 to 30 characters: letters, digits, dots, underscores or dashes.',
  password: 'Password must be 8 to 128 characters long.',
  passwordRequired: 'Enter your password.',
  number: 'Enter a Sri Lankan phone number, such as 077 123 4567, or a number from abroad with its country code, such as +44 20 7946 0958.',
  avatar: 'avatar must be an uploaded image address (/api/images/...) or empty.',
  idToken: 'idToken must be the ID token from the identity provider.',
  passwordWeak: 'This password is too easy to guess. Use a longer one, such as three or four unrelated words.',
  currentPasswordRequired: 'Enter your current password to change your password or email.',
  currentPasswordWrong: 'Your current password is not right.',
  language: 'language must be en, si or ta.',
  /** Not an answer: the hint under every field where a new password is chosen. */
  passwordHint: 'At least 8 characters and hard to guess: three or four unrelated words work well.',
  /** A field a body may not carry (a server-owned one, or one no form has). */
  notAllowed: (field: string) => `property ${field} should not exist`,
} as const;

/** 'Image must be less than 2 MB.' for a limit of 2 MB. */
export function imageTooLargeMessage(maxBytes: number): string {
  return AUTH_MESSAGES.imageTooLarge(Math.round((maxBytes / (1024 * 1024)) * 10) / 10);
}
