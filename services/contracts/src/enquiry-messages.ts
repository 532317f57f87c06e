import { formatNumber } from './format';
import { ENQUIRY_LIMITS } from './limits';

/** Enquiries between seekers and owners: the API's answers and refusals. */
export const ENQUIRY_MESSAGES = {
  message: `Write a message of ${ENQUIRY_LIMITS.messageMinLength} to ${formatNumber(ENQUIRY_LIMITS.messageMaxLength)} characters.`,
  sent: 'Your message is sent.',
  ownListing: "You can't send an enquiry about your own listing.",
  listingNotPublic: 'This listing is no longer on offer, so it cannot take new enquiries.',
  threadNotFound: 'Conversation not found.',
  tooManyThreads: 'You have started many conversations today. Please try again tomorrow.',
  blocked: 'This conversation is blocked, so no more messages can be sent in it.',
  blockedDone: 'You blocked this person in this conversation. Neither of you can send more messages here.',
  alreadyBlocked: 'This conversation is already blocked.',
  reportReason: 'Choose why you are reporting this conversation.',
  reportDetails: `Write at most ${formatNumber(ENQUIRY_LIMITS.reportDetailsMaxLength)} characters of details.`,
  reported: 'Thank you. Our moderators will read this conversation.',
  alreadyReported: 'You have already reported this conversation.',
  phoneShared: 'Your phone number is now shown in this conversation.',
  onlyOwnerSharesPhone: 'Only the listing’s owner can share their phone number here.',
  noPhoneToShare: 'Add a phone number to your account first.',
  before: 'before must be the id of a message in this conversation.',
  reportedPage: `page must be a whole number from 1 to ${formatNumber(ENQUIRY_LIMITS.reportedMaxPage)}.`,
  deletedUser: 'Deleted user',
} as const;

/** Why a conversation is reported, as the form offers it (ENQUIRY_REPORT_REASONS, in this order). */
export const ENQUIRY_REPORT_REASON_LABELS = {
  'asked-for-advance': 'Asked for money before a visit',
  scam: 'A scam or a fake listing',
  abusive: 'Rude, abusive or threatening',
  spam: 'Spam or advertising',
  other: 'Something else',
} as const;
