import { lazySchemaRules } from '@nivasa/contracts/form-rules';

/**
 * The form's checks, from the contracts' update request schema (same limits, same words as the
 * API), loaded at the first check so that zod stays out of the page's first load. Whether a new
 * email or password comes with the current password, and whether that one is right, the API answers.
 */
export const EDIT_DETAILS_RULES = lazySchemaRules(
  () => import('@nivasa/contracts/account-schema').then(({ updateUserRequestSchema }) => updateUserRequestSchema.shape),
  ['username', 'email', 'password', 'currentPassword', 'number'],
);
