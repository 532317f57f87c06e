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
} as const;
