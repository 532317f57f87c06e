import type { Translation } from '@nivasa/contracts/languages';
import type { REMOTE_UNAVAILABLE_TEXT as REMOTE_UNAVAILABLE } from './messages';

export const REMOTE_UNAVAILABLE_TEXT: Translation<typeof REMOTE_UNAVAILABLE.en> = {
  title: 'Nivasa හි මෙම කොටස දැනට ලබා ගත නොහැක.',
  hint: 'අඩවියේ අනෙක් කොටස් තවමත් ක්‍රියා කරයි. කරුණාකර මොහොතකින් නැවත උත්සාහ කරන්න.',
};
