/** A user as the API answers it, written once. */
import * as z from 'zod/mini';

export const publicUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  number: z.string(),
  avatar: z.string(),
  isAdmin: z.boolean(),
  /**
   * Whether the account has a password its owner chose. Accounts made by identity-provider
   * sign-in have none until they set one through the reset link.
   */
  hasPassword: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
