import type { Translation } from '@nivasa/contracts/languages';
import type { SESSION_UNAVAILABLE_TEXT as SESSION_UNAVAILABLE } from './messages';

export const SESSION_UNAVAILABLE_TEXT: Translation<typeof SESSION_UNAVAILABLE.en> = {
  title: 'நீங்கள் உள்நுழைந்துள்ளீர்களா என்பதை Nivasa-வால் சரிபார்க்க முடியவில்லை.',
};
