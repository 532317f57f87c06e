import { lazySchemaRules } from '@nivasa/contracts/form-rules';

/**
 * The form's checks, from the API's own schema of the sign-in body (same rules, same words),
 * loaded at the first check so that zod stays out of the sign-in page's first load.
 */
export const SIGN_IN_RULES = lazySchemaRules(
  () => import('@nivasa/contracts/account-schema').then(({ signInRequestSchema }) => signInRequestSchema.shape),
  ['email', 'password'],
);
