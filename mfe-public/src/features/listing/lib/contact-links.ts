import { isSriLankanMobile, normaliseSriLankanPhone } from '@nivasa/contracts/phone';

/** The number as an international dialling string: +94771234567 (stored numbers already are). */
function internationalNumber(number: string): string {
  return normaliseSriLankanPhone(number) ?? number.replace(/[^\d+]/g, '');
}

/** `tel:+94771234567`: a phone dials it from anywhere, in or outside Sri Lanka. */
export function telLink(number: string): string {
  return `tel:${internationalNumber(number)}`;
}

/**
 * Whether the contact box offers WhatsApp for a number: only for a Sri Lankan mobile. A landline
 * (011, 081, ...) has no WhatsApp, and a chat link to one would only fail.
 */
export function offersWhatsApp(number: string): boolean {
  return isSriLankanMobile(number);
}

/**
 * `https://wa.me/94771234567?text=...`: WhatsApp wants the international number with no plus,
 * zeros or separators, so 077 123 4567 becomes 94771234567.
 */
export function whatsAppLink(number: string, message: string): string {
  const digits = internationalNumber(number).replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** `mailto:` with the listing's name as the subject, and the same opening as the WhatsApp message. */
export function mailtoLink(email: string, listingName: string, message: string): string {
  const subject = encodeURIComponent(listingName);
  const body = encodeURIComponent(message);
  return `mailto:${email}?subject=${subject}&body=${body}`;
}
