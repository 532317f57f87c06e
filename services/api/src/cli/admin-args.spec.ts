import { parseAdminArgs, UsageError } from './admin-args';

describe('parseAdminArgs', () => {
  it('reads the email (normalised) and password', () => {
    expect(parseAdminArgs(['--email', ' Admin@Nivasa.LK ', '--password', 'long enough'])).toEqual({
      email: 'admin@nivasa.lk',
      password: 'long enough',
    });
    expect(parseAdminArgs(['--email=admin@nivasa.lk'])).toEqual({ email: 'admin@nivasa.lk', password: undefined });
    expect(parseAdminArgs(['--help'])).toBe('help');
  });

  it.each([
    [[], '--email is required'],
    [['--email', 'not-an-email'], 'is not an email address'],
    [['--email', 'a@b.lk', '--password', 'short'], 'at least 8 characters'],
    [['--email', 'a@b.lk', '--password', 'x'.repeat(129)], 'at most 128 characters'],
    [['--email', 'a@b.lk', '--password', 'password1'], 'too easy to guess'],
    [['--email', 'kamala.silva@b.lk', '--password', 'kamala.silva'], 'too easy to guess'],
    [['--email', 'a@b.lk', '--admin'], "Unknown option '--admin'"],
  ])('refuses %p', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
    expect(() => parseAdminArgs(argv)).toThrow(message);
  });
});
