import { listingModerationMail } from './listing-moderation-mail';

describe('listingModerationMail', () => {
  const base = { to: 'owner@example.lk', username: 'nimal', listingName: 'Quiet annex near the lake' };

  it("tells the owner the listing is public, with the moderator's note and a link to it", () => {
    const link = 'https://nivasa.lk/listing/64b7f0c2a1b2c3d4e5f60718';
    const mail = listingModerationMail({ ...base, decision: 'approved', reason: 'Lovely photos.', link });
    expect(mail).toMatchObject({ to: 'owner@example.lk', subject: 'Your listing "Quiet annex near the lake" is approved' });
    expect(mail.text).toContain('It now shows on Nivasa for everyone to find.');
    expect(mail.text).toContain("The moderator's note: Lovely photos.");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('tells the owner why it was not approved and links to the update form', () => {
    const link = 'https://nivasa.lk/update-listing/64b7f0c2a1b2c3d4e5f60718';
    const mail = listingModerationMail({ ...base, decision: 'disapproved', reason: 'The photos show another house.', link });
    expect(mail.subject).toBe('Your listing "Quiet annex near the lake" was not approved');
    expect(mail.text).toContain("The moderator's note: The photos show another house.");
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('says nothing of a note when none was given, and escapes what people typed', () => {
    const mail = listingModerationMail({
      ...base,
      listingName: '<img src=x onerror=alert(1)> annex',
      decision: 'disapproved',
      link: 'https://nivasa.lk/update-listing/64b7f0c2a1b2c3d4e5f60718',
    });
    expect(mail.text).not.toContain('note');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62; annex');
  });
});
