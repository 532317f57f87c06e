import { emailChangeConfirmMail, emailChangeNoticeMail } from './email-change-mail';

describe('emailChangeConfirmMail', () => {
  it('sends the link to the new address and says how long it works', () => {
    const link = 'https://nivasa.lk/confirm-email/AbC_123-xyz';
    const mail = emailChangeConfirmMail({ to: 'new@example.lk', username: 'nimal', link, validMinutes: 60, language: 'en' });
    expect(mail).toMatchObject({ to: 'new@example.lk', subject: 'Confirm your new Nivasa email address' });
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('within an hour');
    expect(mail.html).toContain(`href="${link}"`);
  });
});

describe('emailChangeNoticeMail', () => {
  it('tells the old address where the account is moving and how to stop it, escaping what the user typed', () => {
    const mail = emailChangeNoticeMail({
      to: 'old@example.lk',
      username: 'nimal',
      newEmail: '"><b>x</b>@example.lk',
      forgotPasswordLink: 'https://nivasa.lk/forgotpassword',
      language: 'en',
    });
    expect(mail).toMatchObject({ to: 'old@example.lk', subject: 'Your Nivasa email address is being changed' });
    expect(mail.text).toContain('to "><b>x</b>@example.lk');
    expect(mail.text).toContain('If it was not you, reset your password now');
    expect(mail.html).toContain('href="https://nivasa.lk/forgotpassword"');
    expect(mail.html).not.toContain('<b>x</b>');
  });
});
