import { PHONE_MESSAGES } from '@nivasa/contracts/phone-messages';
import { PHONE_MESSAGES_SI } from '@nivasa/contracts/phone-messages.si';
import { PHONE_MESSAGES_TA } from '@nivasa/contracts/phone-messages.ta';
import { smsParts } from './sms-parts';

describe('smsParts', () => {
  it('fits 160 GSM characters in one part and 153 in each of several', () => {
    expect(smsParts('')).toEqual({ encoding: 'gsm7', units: 0, parts: 0 });
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, parts: 2 });
    expect(smsParts('a'.repeat(306)).parts).toBe(2);
    expect(smsParts('a'.repeat(307)).parts).toBe(3);
  });

  it("counts the GSM extension table's characters twice", () => {
    expect(smsParts('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsParts(`${'a'.repeat(159)}[`)).toEqual({ encoding: 'gsm7', units: 161, parts: 2 });
  });

  it('makes a text with Sinhala or Tamil Unicode: 70 characters in one part, 67 in each of several', () => {
    const sinhala = 'ශ්‍රී';
    expect(smsParts(sinhala)).toEqual({ encoding: 'ucs2', units: sinhala.length, parts: 1 });
    expect(smsParts('අ'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, parts: 1 });
    expect(smsParts('அ'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, parts: 2 });
    expect(smsParts('அ'.repeat(134)).parts).toBe(2);
    expect(smsParts('அ'.repeat(135)).parts).toBe(3);
    // One Sinhala letter makes an English text Unicode.
    expect(smsParts(`${'a'.repeat(69)}අ`)).toMatchObject({ encoding: 'ucs2', parts: 1 });
    expect(smsParts(`${'a'.repeat(70)}අ`)).toMatchObject({ encoding: 'ucs2', parts: 2 });
  });

  it('counts a character outside the Basic Multilingual Plane as two units', () => {
    expect(smsParts('😀'.repeat(35))).toEqual({ encoding: 'ucs2', units: 70, parts: 1 });
  });

  it("keeps the verification code's text short in every language", () => {
    expect(smsParts(PHONE_MESSAGES.smsText('123456'))).toMatchObject({ encoding: 'gsm7', parts: 1 });
    expect(smsParts(PHONE_MESSAGES_SI.smsText('123456')).parts).toBeLessThanOrEqual(2);
    expect(smsParts(PHONE_MESSAGES_TA.smsText('123456')).parts).toBeLessThanOrEqual(2);
  });
});
