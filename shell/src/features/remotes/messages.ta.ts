import type { Translation } from '@nivasa/contracts/languages';
import type { REMOTE_UNAVAILABLE_TEXT as REMOTE_UNAVAILABLE } from './messages';

export const REMOTE_UNAVAILABLE_TEXT: Translation<typeof REMOTE_UNAVAILABLE.en> = {
  title: 'Nivasa-வின் இந்தப் பகுதி இப்போது கிடைக்கவில்லை.',
  hint: 'தளத்தின் மற்ற பகுதிகள் இயங்குகின்றன. சிறிது நேரத்தில் மீண்டும் முயற்சிக்கவும்.',
};
