import { lazySchemaRules } from '@nivasa/contracts/form-rules';

/**
 * The form's checks, from the API's own schema of the sign-up body (same limits, same words),
 * loaded at the first check so that zod stays out of the sign-up page's first load.
 */
export const SIGN_UP_RULES = lazySchemaRules(
  () => import('@nivasa/contracts/account-schema').then(({ signUpRequestSchema }) => signUpRequestSchema.shape),
  ['email', 'username', 'password', 'number'],
);
