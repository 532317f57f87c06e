/**
 * How many SMS parts a text takes, as the networks bill it. A text in the GSM 7-bit alphabet takes
 * 160 characters in one part, 153 in each of several (the rest carries the header that joins them),
 * the extension table's characters counting twice; any other character (Sinhala, Tamil, an emoji)
 * makes the whole text Unicode (UCS-2): 70 characters in one part, 67 in each of several, a
 * character outside the Basic Multilingual Plane counting twice.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsParts {
  encoding: SmsEncoding;
  /** Units the text takes: GSM septets, or UTF-16 code units. */
  units: number;
  parts: number;
}

export const SMS_PART_SIZES = {
  gsm7: { single: 160, multi: 153 },
  ucs2: { single: 70, multi: 67 },
} as const;

export function smsEncodingOf(text: string): SmsEncoding {
  for (const char of text) if (!BASIC.has(char) && !EXTENSION.has(char)) return 'ucs2';
  return 'gsm7';
}

export function smsParts(text: string): SmsParts {
  const encoding = smsEncodingOf(text);
  let units = 0;
  if (encoding === 'gsm7') {
    for (const char of text) units += EXTENSION.has(char) ? 2 : 1;
  } else {
    units = text.length;
  }
  const { single, multi } = SMS_PART_SIZES[encoding];
  const parts = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / multi);
  return { encoding, units, parts };
}
