/**
 * The scam warning every place where a seeker meets an owner carries (a listing's contact box,
 * each enquiry thread), with the name of the Renting safely page it links to; written once.
 */
export const SAFETY_TEXT = {
  advanceWarning: 'Never pay an advance before you have seen the place and signed an agreement.',
  rentingSafely: 'Renting safely',
} as const;
