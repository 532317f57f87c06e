import { escapeHtml } from './mail-layout';
import { ALERT_MAIL_MAX_LISTINGS, type AlertMailListing, savedSearchAlertMail } from './saved-search-alert-mail';

describe('savedSearchAlertMail', () => {
  const listing = (index: number, overrides: Partial<AlertMailListing> = {}): AlertMailListing => ({
    name: `Annex number ${index}`,
    type: 'annex',
    rentType: 'monthly',
    rent: 38_000,
    district: 'Colombo',
    city: 'Wellawatte',
    image: `https://nivasa.lk/api/images/64b7f0c2a1b2c3d4e5f6070${index % 10}?size=card`,
    link: `https://nivasa.lk/listing/64b7f0c2a1b2c3d4e5f6071${index % 10}`,
    ...overrides,
  });
  const base = {
    to: 'seeker@example.lk',
    username: 'kumari',
    searchName: 'Annexes in Wellawatte under Rs. 40,000',
    seeAllLink: 'https://nivasa.lk/search?type=annex&district=Colombo&city=Wellawatte&maxPrice=40000',
    manageLink: 'https://nivasa.lk/my-searches',
    unsubscribePage: 'https://nivasa.lk/my-searches/unsubscribe?token=abc.def',
    unsubscribePost: 'https://nivasa.lk/api/saved-searches/unsubscribe?token=abc.def',
    language: 'en' as const,
  };

  it('shows each listing with its picture, price, place, label and link, and the links to see all, manage and stop', () => {
    const mail = savedSearchAlertMail({
      ...base,
      listings: [listing(1), listing(2, { rent: 36_000, reducedFrom: 40_000 })],
      total: 2,
    });
    expect(mail.subject).toBe('2 new matches for “Annexes in Wellawatte under Rs. 40,000”');
    expect(mail.text).toContain(
      '[New] Annex number 1\nRs. 38,000 a month · Wellawatte, Colombo\nhttps://nivasa.lk/listing/64b7f0c2a1b2c3d4e5f60711',
    );
    expect(mail.text).toContain('[Reduced] Annex number 2\nRs. 36,000 a month (was Rs. 40,000) · Wellawatte, Colombo');
    expect(mail.html).toContain('<img src="https://nivasa.lk/api/images/64b7f0c2a1b2c3d4e5f60701?size=card"');
    for (const link of [base.seeAllLink, base.manageLink, base.unsubscribePage]) expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.text).toContain(`Manage your alerts: ${base.manageLink}`);
    expect(mail.text).toContain(`Stop alerts for this search: ${base.unsubscribePage}`);
  });

  it('carries the RFC 8058 one-click unsubscribe headers, pointing at the API', () => {
    const mail = savedSearchAlertMail({ ...base, listings: [listing(1)], total: 1 });
    expect(mail.subject).toBe('A new match for “Annexes in Wellawatte under Rs. 40,000”');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${base.unsubscribePost}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it(`shows at most ${ALERT_MAIL_MAX_LISTINGS} listings and says how many more the search holds`, () => {
    const listings = Array.from({ length: 13 }, (_, index) => listing(index));
    const mail = savedSearchAlertMail({ ...base, listings, total: 13 });
    expect(mail.subject).toBe('13 new matches for “Annexes in Wellawatte under Rs. 40,000”');
    expect(mail.text).toContain('Annex number 9\n');
    expect(mail.text).not.toContain('Annex number 10\n');
    expect(mail.text).toContain('And 3 more: see them all on Nivasa.');
  });

  it('is written in the user’s language, places and prices too', () => {
    const sinhala = savedSearchAlertMail({ ...base, language: 'si', listings: [listing(1, { reducedFrom: 40_000 })], total: 1 });
    expect(sinhala.subject).toBe('“Annexes in Wellawatte under Rs. 40,000” සඳහා ගැළපෙන අලුත් ස්ථාන 1ක්');
    expect(sinhala.text).toContain('[මිල අඩු කළා] Annex number 1\nරු. 38,000 මසකට (පෙර රු. 40,000) · වැල්ලවත්ත, කොළඹ');
    expect(sinhala.html).toContain('<html lang="si">');
    const tamil = savedSearchAlertMail({ ...base, language: 'ta', listings: [listing(1)], total: 1 });
    expect(tamil.text).toContain('[புதியது] Annex number 1\nரூ. 38,000 மாதத்துக்கு · வெள்ளவத்தை, கொழும்பு');
    expect(tamil.text).toContain('உங்கள் அறிவிப்புகளை நிர்வகிக்கவும்');
  });

  it('escapes what owners typed', () => {
    const mail = savedSearchAlertMail({ ...base, listings: [listing(1, { name: '<script>alert(1)</script>' })], total: 1 });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });
});
