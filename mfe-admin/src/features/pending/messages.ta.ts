/** The pending queue's texts (messages.ts) in Tamil. */
import type { Translation } from '@nivasa/contracts/languages';
import type {
  APPROVE_ACTION_TEXT as APPROVE_ACTION,
  DELETE_ACTION_TEXT as DELETE_ACTION,
  DISAPPROVE_CHANGES_ACTION_TEXT as DISAPPROVE_CHANGES_ACTION,
  DUPLICATE_PHOTOS_TEXT as DUPLICATE_PHOTOS,
  PENDING_TABLE_TEXT as PENDING_TABLE,
} from './messages';

export const PENDING_TABLE_TEXT: Translation<typeof PENDING_TABLE.en> = {
  dateCreated: 'உருவாக்கிய தேதி',
  image: 'படம்',
  approve: 'அங்கீகரி',
  delete: 'நீக்கு',
  pendingListing: 'காத்திருக்கும் விளம்பரம்',
  created: (date: string) => `உருவாக்கிய தேதி: ${date}`,
  loading: 'காத்திருக்கும் விளம்பரங்கள் ஏற்றப்படுகின்றன…',
  noneHint: 'புதிய விளம்பரங்கள் மதிப்பாய்வுக்காக இங்கே தோன்றும்.',
  pagesLabel: 'காத்திருக்கும் விளம்பரங்களின் பக்கங்கள்',
};

export const APPROVE_ACTION_TEXT: Translation<typeof APPROVE_ACTION.en> = {
  approve: 'அங்கீகரி',
  failed: (name: string) => `“${name}”-ஐ அங்கீகரிக்க முடியவில்லை`,
};

export const DELETE_ACTION_TEXT: Translation<typeof DELETE_ACTION.en> = {
  delete: 'நீக்கு',
  failed: (name: string) => `“${name}”-ஐ நீக்க முடியவில்லை`,
};

export const DISAPPROVE_CHANGES_ACTION_TEXT: Translation<typeof DISAPPROVE_CHANGES_ACTION.en> = {
  failed: (name: string) => `“${name}” இன் மாற்றங்களை நிராகரிக்க முடியவில்லை`,
};

export const DUPLICATE_PHOTOS_TEXT: Translation<typeof DUPLICATE_PHOTOS.en> = {
  title: 'இன்னொரு உரிமையாளரின் விளம்பரத்திலும் இதுபோன்ற புகைப்படங்கள் உள்ளன',
  thisListing: 'இந்த விளம்பரம்',
  otherListing: 'மற்ற விளம்பரம்',
  thisPhoto: 'இந்த விளம்பரத்தின் புகைப்படம்',
  otherPhoto: 'மற்ற விளம்பரத்தின் புகைப்படம்',
  openOther: 'மற்ற விளம்பரத்தைத் திறக்கவும்',
  more: (count: string) => `மேலும் ${count}`,
};
