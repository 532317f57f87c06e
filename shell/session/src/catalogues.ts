/**
 * The session package's own texts: what a call says when no answer from the API could be read,
 * and a failed sign-out. catalogues.si.ts and catalogues.ta.ts translate them. A shared module (one
 * instance, like the rest of the package), so the modules that show them share one copy.
 */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./catalogues.si'), ta: () => import('./catalogues.ta') });

/** A failed call's words when the API's answer gives none (api-client.ts). */
export const CLIENT_ERROR_TEXT = catalogue('CLIENT_ERROR_TEXT', {
  networkError: 'Could not reach Nivasa. Check your connection and try again.',
  unreadableResponse: 'Nivasa sent a response that could not be read. Please try again.',
  uploadCanceled: 'The upload was canceled.',
  failedWithStatus: (status: number) => `Something went wrong (${status}). Please try again.`,
} as const);

/** What a sign-out that did not go through says, whatever the cause (session-actions.ts). */
export const SIGN_OUT_TEXT = catalogue('SIGN_OUT_TEXT', {
  failed: 'Failed to sign out. Please try again or contact support!',
} as const);
