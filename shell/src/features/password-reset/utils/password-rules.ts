import { lazySchemaRules } from '@nivasa/contracts/form-rules';

/**
 * The password forms' checks, from the API's own schemas of their bodies (same limits, same
 * words), loaded at the first check so that zod stays out of the pages' first load.
 */
export const FORGOT_PASSWORD_RULES = lazySchemaRules(
  () => import('@nivasa/contracts/account-schema').then(({ forgotPasswordRequestSchema }) => forgotPasswordRequestSchema.shape),
  ['email'],
);

export const RESET_PASSWORD_RULES = lazySchemaRules(
  () => import('@nivasa/contracts/account-schema').then(({ resetPasswordRequestSchema }) => resetPasswordRequestSchema.shape),
  ['newPassword'],
);
