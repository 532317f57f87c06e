import { isGuessablePassword } from './password-strength';

describe('isGuessablePassword', () => {
  it.each(['password', '12345678', 'Password1', 'P@ssw0rd', 'qwertyuiop', 'iloveyou1', 'correcthorse', 'sunshine2024'])(
    'refuses the common %s',
    (password) => {
      expect(isGuessablePassword(password)).toBe(true);
    },
  );

  it('refuses whitespace-only passwords', () => {
    expect(isGuessablePassword(' '.repeat(8))).toBe(true);
    expect(isGuessablePassword('\t \n '.repeat(4))).toBe(true);
  });

  it("refuses the account's own username and email, whole or in parts", () => {
    const inputs = ['kavitha.sivakumar@example.lk', 'kavitha.sivakumar'];
    expect(isGuessablePassword('kavitha.sivakumar', inputs)).toBe(true);
    expect(isGuessablePassword('kavitha.sivakumar@example.lk', inputs)).toBe(true);
    expect(isGuessablePassword('sivakumar1', inputs)).toBe(true);
    // The same words from someone else's account are not this account's.
    expect(isGuessablePassword('kavitha.sivakumar', ['nimal@example.lk', 'nimal'])).toBe(false);
  });

  it.each(['correct horse battery', 'a good password', 'a long passphrase', 'Kandy-lake-2026', 'long enough'])('accepts %s', (password) => {
    expect(isGuessablePassword(password, ['nimal@example.lk', 'nimal'])).toBe(false);
  });

  it('scores a crafted 128-character password quickly', () => {
    const started = process.hrtime.bigint();
    for (const password of ['aB3$'.repeat(32), 'p@55w0rd'.repeat(16), '19901231'.repeat(16)]) isGuessablePassword(password);
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(1000);
  });
});
