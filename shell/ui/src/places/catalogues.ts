/** The places autocomplete's texts; catalogues.si.ts and catalogues.ta.ts translate them. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./catalogues.si'), ta: () => import('./catalogues.ta') });

export const PLACE_SUGGESTIONS_TEXT = catalogue('PLACE_SUGGESTIONS_TEXT', {
  /** What each suggestion is, beside its name. */
  kind: { district: 'District', town: 'Town', campus: 'Campus or hospital' },
  listLabel: 'Places',
  loading: 'Looking for places…',
  none: 'No place by that name',
  failed: 'Places could not be loaded',
} as const);
