import { passwordResetMail } from './password-reset-mail';

describe('passwordResetMail', () => {
  const link = 'https://nivasa.lk/reset-password/AbC_123-xyz';

  it('puts the link in both parts and says how long it works', () => {
    const mail = passwordResetMail({ to: 'nimal@example.lk', username: 'nimal', link, validMinutes: 60, language: 'en' });
    expect(mail).toMatchObject({ to: 'nimal@example.lk', subject: 'Reset your Nivasa password' });
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('within an hour');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('escapes the username in the HTML part', () => {
    const mail = passwordResetMail({
      to: 'x@example.lk',
      username: '<img src=x onerror=alert(1)>',
      link,
      validMinutes: 60,
      language: 'en',
    });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});
