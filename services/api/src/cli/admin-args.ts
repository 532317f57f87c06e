import { parseArgs } from 'node:util';
import { checkPassword, looksLikeEmail, normaliseEmail } from '../users/users.service';

export const ADMIN_CREATE_USAGE = `Usage: npm run admin:create -- --email <email> [--password <password>]

Creates an admin account with that email and password, or makes the existing account
with that email an admin (its password is then left unchanged).

Reaches the data the server uses: MONGODB_URI if set (with DATABASE_ENGINE), else the
embedded database serving DATA_DIR (default <repo>/data) if one is running, else it
starts that embedded database for the time of the command.`;

export interface AdminArgs {
  email: string;
  password?: string;
}

export class UsageError extends Error {}

/** The command line, checked; throws UsageError with what is wrong. */
export function parseAdminArgs(argv: string[]): AdminArgs | 'help' {
  let values: { email?: string; password?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  if (!values.email) throw new UsageError('--email is required');
  if (!looksLikeEmail(values.email)) throw new UsageError(`--email "${values.email}" is not an email address`);
  if (values.password !== undefined) {
    const problem = checkPassword(values.password, [values.email]);
    if (problem) throw new UsageError(problem);
  }
  return { email: normaliseEmail(values.email), password: values.password };
}
