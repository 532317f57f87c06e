import type { Translation } from '@nivasa/contracts/languages';
import type { PLACE_SUGGESTIONS_TEXT as PLACE_SUGGESTIONS } from './catalogues';

export const PLACE_SUGGESTIONS_TEXT: Translation<typeof PLACE_SUGGESTIONS.en> = {
  kind: { district: 'දිස්ත්‍රික්කය', town: 'නගරය', campus: 'කැම්පසය හෝ රෝහල' },
  listLabel: 'ස්ථාන',
  loading: 'ස්ථාන සොයමින්…',
  none: 'එම නමින් ස්ථානයක් නැත',
  failed: 'ස්ථාන ලබාගත නොහැකි විය',
};
