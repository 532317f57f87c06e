import type { Translation } from '@nivasa/contracts/languages';
import type { IDENTITY_PROVIDER_ERRORS as ERRORS, IDENTITY_PROVIDER_TEXT as TEXT } from './messages';

export const IDENTITY_PROVIDER_TEXT: Translation<typeof TEXT.en> = {
  continueWithGoogle: 'ගූගල් සමඟ ඉදිරියට යන්න',
};

export const IDENTITY_PROVIDER_ERRORS: Translation<typeof ERRORS.en> = {
  cancelled: 'පිවිසීම අවලංගු කරන ලදී.',
  blocked: 'ඔබේ බ්‍රවුසරය පිවිසුම් කවුළුව අවහිර කළේය. මෙම අඩවියට උත්පතන කවුළු සඳහා ඉඩ දී නැවත උත්සාහ කරන්න.',
  failed: 'හැඳුනුම් සේවාවට ඔබව පිවිසවිය නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
};
