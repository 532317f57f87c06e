import { listingEditedByAdminMail, listingExpiringMail, listingModerationMail } from './listing-moderation-mail';

describe('listingModerationMail', () => {
  const base = { to: 'owner@example.lk', username: 'nimal', listingName: 'Quiet annex near the lake', language: 'en' as const };

  it("tells the owner the listing is public, with the moderator's note and a link to it", () => {
    const link = 'https://nivasa.lk/listing/64b7f0c2a1b2c3d4e5f60718';
    const mail = listingModerationMail({ ...base, decision: 'approve', reason: 'Lovely photos.', link });
    expect(mail).toMatchObject({ to: 'owner@example.lk', subject: 'Your listing "Quiet annex near the lake" is approved' });
    expect(mail.text).toContain('It now shows on Nivasa for everyone to find.');
    expect(mail.text).toContain("The moderator's note: Lovely photos.");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('tells the owner why it was not approved and links to the update form', () => {
    const link = 'https://nivasa.lk/update-listing/64b7f0c2a1b2c3d4e5f60718';
    const mail = listingModerationMail({ ...base, decision: 'disapprove', reason: 'The photos show another house.', link });
    expect(mail.subject).toBe('Your listing "Quiet annex near the lake" was not approved');
    expect(mail.text).toContain("The moderator's note: The photos show another house.");
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('says nothing of a note when none was given, and escapes what people typed', () => {
    const mail = listingModerationMail({
      ...base,
      listingName: '<img src=x onerror=alert(1)> annex',
      decision: 'disapprove',
      link: 'https://nivasa.lk/update-listing/64b7f0c2a1b2c3d4e5f60718',
    });
    expect(mail.text).not.toContain('note');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62; annex');
  });

  it('tells the owner their changes show now, or why they do not while the listing stays as it was', () => {
    const link = 'https://nivasa.lk/update-listing/64b7f0c2a1b2c3d4e5f60718';
    const approved = listingModerationMail({ ...base, decision: 'approveChanges', link });
    expect(approved.subject).toBe('Your changes to "Quiet annex near the lake" are approved');
    const refused = listingModerationMail({ ...base, decision: 'disapproveChanges', reason: 'No deposits by wire.', link });
    expect(refused.subject).toBe('Your changes to "Quiet annex near the lake" were not approved');
    expect(refused.text).toContain('still shows as it was before them');
    expect(refused.text).toContain("The moderator's note: No deposits by wire.");
  });
});

describe('listingEditedByAdminMail', () => {
  it('names the fields an admin changed and links to the listing', () => {
    const link = 'https://nivasa.lk/listing/64b7f0c2a1b2c3d4e5f60718';
    const mail = listingEditedByAdminMail({
      to: 'owner@example.lk',
      username: 'nimal',
      listingName: 'Annex',
      fields: ['name', 'rent'],
      link,
      language: 'en',
    });
    expect(mail.subject).toBe('An admin edited your listing "Annex"');
    expect(mail.text).toContain('Changed: Title, Rent or price.');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("names them by the form's labels in the owner's language", () => {
    const mail = listingEditedByAdminMail({
      to: 'owner@example.lk',
      username: 'nimal',
      listingName: 'Annex',
      fields: ['name', 'hotwater'],
      link: 'https://nivasa.lk/ta/listing/64b7f0c2a1b2c3d4e5f60718',
      language: 'ta',
    });
    expect(mail.subject).toBe('நிர்வாகி ஒருவர் உங்கள் விளம்பரம் "Annex"-ஐத் திருத்தினார்');
    expect(mail.text).toContain('மாற்றப்பட்டவை: தலைப்பு, சுடுநீர்.');
    expect(mail.html).toContain('<html lang="ta">');
    expect(mail.text).not.toMatch(/admin|Changed|Title/);
  });
});

describe('the mails in the recipient language', () => {
  it('writes a decision in Sinhala, the owner listing name and the moderator note kept as written', () => {
    const mail = listingModerationMail({
      to: 'owner@example.lk',
      username: 'nimal',
      listingName: 'Quiet annex',
      decision: 'disapprove',
      reason: 'Blurry photos.',
      link: 'https://nivasa.lk/update-listing/64b7f0c2a1b2c3d4e5f60718',
      language: 'si',
    });
    expect(mail.subject).toBe('ඔබේ දැන්වීම "Quiet annex" අනුමත නොවුණා');
    expect(mail.text).toContain('ආයුබෝවන් nimal,');
    expect(mail.text).toContain('පරීක්ෂකගේ සටහන: Blurry photos.');
    expect(mail.html).toContain('<html lang="si">');
    expect(mail.text).not.toMatch(/moderator|approved|review/i);
  });
});

describe('listingExpiringMail', () => {
  const base = { to: 'owner@example.lk', username: 'nimal', listingName: 'Quiet annex near the lake', expiresOn: '16 Dec 2026' };

  it('tells the owner when the listing expires, with a Renew link to My listings, in their language', () => {
    const link = 'https://nivasa.lk/my-listings';
    const mail = listingExpiringMail({ ...base, link, language: 'en' });
    expect(mail.subject).toBe('Your listing "Quiet annex near the lake" expires soon');
    expect(mail.text).toContain("leaves Nivasa's search on 16 Dec 2026");
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Renew your listing');
    const sinhala = listingExpiringMail({ ...base, expiresOn: '2026 දෙසැ 16', link: 'https://nivasa.lk/si/my-listings', language: 'si' });
    expect(sinhala.subject).toContain('කල් ඉකුත් වේ');
    expect(sinhala.html).toContain('ඔබේ දැන්වීම අලුත් කරන්න');
    const tamil = listingExpiringMail({ ...base, link: 'https://nivasa.lk/ta/my-listings', language: 'ta' });
    expect(tamil.html).toContain('உங்கள் விளம்பரத்தைப் புதுப்பிக்கவும்');
  });
});
