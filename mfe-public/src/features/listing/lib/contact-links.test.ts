import { CONTACT_BOX_TEXT } from '../messages';
import { CONTACT_BOX_TEXT as CONTACT_BOX_TEXT_SI } from '../messages.si';
import { mailtoLink, offersWhatsApp, telLink, whatsAppLink } from './contact-links';

const { contactMessage } = CONTACT_BOX_TEXT.en;

const URL = 'https://nivasa.lk/listing/6660aa00bb11cc22dd33ee44';

test.each([
  ['+94771234567', '94771234567'],
  ['0771234567', '94771234567'],
  ['077 123 4567', '94771234567'],
  ['+94 77-123-4567', '94771234567'],
  ['0094771234567', '94771234567'],
  ['0112345678', '94112345678'],
])('WhatsApp gets %s as %s, with no plus or trunk zero', (number, digits) => {
  expect(whatsAppLink(number, 'Hi')).toBe(`https://wa.me/${digits}?text=Hi`);
});

test('a number from elsewhere keeps its digits', () => {
  expect(whatsAppLink('+44 20 7946 0958', 'Hi')).toBe('https://wa.me/442079460958?text=Hi');
});

test('the WhatsApp message names the listing and carries its link, encoded', () => {
  const link = new globalThis.URL(whatsAppLink('0771234567', contactMessage('Annex & garden "Kandy"', URL)));
  expect(link.origin + link.pathname).toBe('https://wa.me/94771234567');
  expect(link.searchParams.get('text')).toBe(
    `Hello! I saw your listing "Annex & garden "Kandy"" on Nivasa and would like to know more: ${URL}`,
  );
});

test('the phone link dials the international number', () => {
  expect(telLink('077 123 4567')).toBe('tel:+94771234567');
  expect(telLink('+94771234567')).toBe('tel:+94771234567');
});

test("the mail's subject is the listing's name, its body the message", () => {
  const link = mailtoLink('owner@example.lk', 'Quiet annex & garden', contactMessage('Quiet annex & garden', URL));
  expect(link.startsWith('mailto:owner@example.lk?subject=Quiet%20annex%20%26%20garden&body=')).toBe(true);
  expect(decodeURIComponent(link.split('&body=')[1])).toBe(contactMessage('Quiet annex & garden', URL));
});

test('a Sinhala page writes to the owner in Sinhala, the link kept whole', () => {
  const link = new globalThis.URL(whatsAppLink('0771234567', CONTACT_BOX_TEXT_SI.contactMessage('කඳුකර ඇනෙක්සිය', URL)));
  expect(link.searchParams.get('text')).toBe(`ආයුබෝවන්! Nivasa හි ඔබේ "කඳුකර ඇනෙක්සිය" දැන්වීම දුටුවා. ඒ ගැන තව විස්තර දැන ගැනීමට කැමතියි: ${URL}`);
});

test.each(['+94771234567', '0701234567', '071 234 5678', '072-123-4567', '0741234567', '075 123 4567', '076 123 4567', '078 123 4567'])(
  'WhatsApp is offered for the mobile %s',
  (number) => {
    expect(offersWhatsApp(number)).toBe(true);
  },
);

test.each(['+94112345678', '011 234 5678', '081 223 4567', '0912234567', '0731234567', '0791234567', '+44 20 7946 0958', ''])(
  'WhatsApp is not offered for %s: a landline, an unused 07 range, or no Sri Lankan mobile',
  (number) => {
    expect(offersWhatsApp(number)).toBe(false);
  },
);
