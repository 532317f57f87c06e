import { schemaRule } from '@nivasa/contracts/form-rules';
import { updateUserRequestSchema } from '@nivasa/contracts/account-schema';
import type { EditDetailsValues } from './changed-fields';

const fields = updateUserRequestSchema.shape;

/**
 * The form's checks, made from the contracts' update request schema (same limits, same words as
 * the API), so a wrong value is refused before anything is sent. Whether a new email or password
 * comes with the current password, and whether that one is right, the API answers.
 */
export const EDIT_DETAILS_RULES = {
  username: [schemaRule(fields.username)],
  email: [schemaRule(fields.email)],
  password: [schemaRule(fields.password)],
  currentPassword: [schemaRule(fields.currentPassword)],
  number: [schemaRule(fields.number)],
} satisfies Record<keyof EditDetailsValues, ReturnType<typeof schemaRule>[]>;
