/** Texts of verifying a phone (the API's answers and the SMS itself), in English; .si.ts and .ta.ts translate them. */
export const PHONE_MESSAGES = {
  codeSent: 'We sent a 6-digit code to your phone.',
  phoneVerified: 'Your phone number is verified.',
  codeFormat: 'Enter the 6-digit code from the text message.',
  noPhone: 'Add a phone number to your profile first.',
  notMobile: 'Codes go by text message, so they need a mobile number. Change your number to a mobile one first.',
  alreadyVerified: 'This phone number is already verified.',
  codeWrong: 'That code is not right. Check the text message and try again.',
  codeExpired: 'This code has expired or was never sent. Ask for a new one.',
  triesUsed: 'Too many wrong codes. Ask for a new one.',
  sendLimited: 'Too many codes were asked for. Please try again later.',
  smsUnavailable: 'The text message could not be sent. Please try again shortly.',
  /** The SMS; short, so that in Sinhala and Tamil it fits few 70-character parts. */
  smsText: (code: string) => `Your Nivasa code is ${code}. It is valid for 10 minutes. Do not share it with anyone.`,
} as const;
