import { enquiryMessagesMail } from './enquiry-mail';
import { ENQUIRY_MAIL_TEXTS } from './mail-texts';

describe('enquiryMessagesMail', () => {
  const base = {
    to: 'owner@example.lk',
    username: 'nimal',
    senderName: 'kamala',
    listingName: 'Annex near Peradeniya',
    link: 'https://nivasa.lk/si/messages/64b7f0c2a1b2c3d4e5f60718',
  };

  it('quotes the messages, names the sender by username and links to the thread, in the recipient’s language', () => {
    for (const language of ['en', 'si', 'ta'] as const) {
      const texts = ENQUIRY_MAIL_TEXTS[language];
      const mail = enquiryMessagesMail({ ...base, messages: ['Is it still available?', 'We are two students.'], total: 2, language });
      expect(mail.to).toBe('owner@example.lk');
      expect(mail.subject).toBe(texts.subject('Annex near Peradeniya'));
      expect(mail.text).toContain(texts.lead('kamala', 'Annex near Peradeniya'));
      expect(mail.text).toContain('Is it still available?\n\nWe are two students.');
      expect(mail.text).toContain(base.link);
      expect(mail.html).toContain(`href="${base.link}"`);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.text).not.toContain(texts.more('0'));
    }
  });

  it('counts the messages it does not quote', () => {
    const mail = enquiryMessagesMail({ ...base, messages: ['one', 'two'], total: 7, language: 'en' });
    expect(mail.text).toContain('…and 5 more. Read them all in the conversation.');
  });

  it('escapes what people typed', () => {
    const mail = enquiryMessagesMail({ ...base, messages: ['<script>alert(1)</script>'], total: 1, language: 'en' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });
});
