import { canReceiveSms, formatSriLankanPhone, isSriLankanMobile, isSriLankanPhone, normalisePhone, normaliseSriLankanPhone } from './phone';
import { isDiallablePhone } from './phone-validity';

describe('normaliseSriLankanPhone', () => {
  it.each([
    ['0771234567', '+94771234567'],
    ['077 123 4567', '+94771234567'],
    ['077-123-4567', '+94771234567'],
    ['+94771234567', '+94771234567'],
    ['+94 77 123 4567', '+94771234567'],
    ['94771234567', '+94771234567'],
    ['0094 77 123 4567', '+94771234567'],
    ['(077) 123 4567', '+94771234567'],
    [' 0712345678 ', '+94712345678'],
    // Landlines: area code and subscriber number.
    ['0112345678', '+94112345678'],
    ['011 234 5678', '+94112345678'],
    ['081-222-3344', '+94812223344'],
    ['+94 11 234 5678', '+94112345678'],
  ])('%s → %s', (input, stored) => {
    expect(normaliseSriLankanPhone(input)).toBe(stored);
  });

  it.each([
    '',
    '077123456', // 9 digits
    '07712345678', // 11 digits
    '+9407712345678', // trunk 0 after the country code
    '+44 20 7946 0958', // not Sri Lanka
    '0012345678', // national number starting with 0
    'O771234567', // a letter O
    '077 123 4567 ext 2',
    '+94+771234567',
    '1'.repeat(40),
  ])('refuses %p', (input) => {
    expect(normaliseSriLankanPhone(input)).toBeNull();
    expect(isSriLankanPhone(input)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(normaliseSriLankanPhone(771234567)).toBeNull();
    expect(normaliseSriLankanPhone(undefined)).toBeNull();
    expect(normaliseSriLankanPhone({ $ne: '' })).toBeNull();
  });

  it('is idempotent', () => {
    expect(normaliseSriLankanPhone(normaliseSriLankanPhone('077 123 4567'))).toBe('+94771234567');
  });
});

describe('formatSriLankanPhone', () => {
  it('groups a stored number for display', () => {
    expect(formatSriLankanPhone('+94771234567')).toBe('+94 77 123 4567');
    expect(formatSriLankanPhone('+94112345678')).toBe('+94 11 234 5678');
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatSriLankanPhone('')).toBe('');
    expect(formatSriLankanPhone('call me')).toBe('call me');
  });
});

describe('isSriLankanMobile', () => {
  it.each(['0771234567', '+94 70 123 4567', '0094781234567', '074 123 4567'])('takes %s as a mobile', (number) => {
    expect(isSriLankanMobile(number)).toBe(true);
  });
  it.each(['0112345678', '081 223 4567', '0731234567', '+447911123456', 'not a number', 42])(
    'takes %s as no Sri Lankan mobile',
    (number) => {
      expect(isSriLankanMobile(number)).toBe(false);
    },
  );
});

describe('normalisePhone', () => {
  it.each([
    ['077 123 4567', '+94771234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 7911 123456', '+447911123456'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+91 98765 43210', '+919876543210'],
  ])('%s → %s', (input, stored) => {
    expect(normalisePhone(input)).toBe(stored);
  });

  it.each([
    '+94 77 123 456', // Sri Lanka's code, one digit short: the strict rule holds
    '+94 077 123 4567',
    '+9477123456789',
    '44 20 7946 0958', // no + or 00: a country code cannot be told from a local number
    '+0 123 4567',
    '+1 234', // too short for any country
    '+1234567890123456', // over 15 digits
    '+44 20 7946 0958 ext 2',
    42,
  ])('refuses %p', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });
});

describe('isDiallablePhone', () => {
  it('takes Sri Lankan numbers and real foreign numbers', () => {
    for (const stored of ['+94771234567', '+94112345678', '+442079460958', '+447911123456', '+14155552671', '+919876543210'])
      expect(isDiallablePhone(stored)).toBe(true);
  });

  it('refuses foreign numbers of the right shape that their country does not use', () => {
    for (const stored of ['+4412345', '+10005550000', '+9112345']) expect(isDiallablePhone(stored)).toBe(false);
  });
});

describe('canReceiveSms', () => {
  it('takes a Sri Lankan mobile and a number from elsewhere, not a Sri Lankan landline', () => {
    expect(['+94771234567', '+447911123456', '+14155550123'].map(canReceiveSms)).toEqual([true, true, true]);
    expect(['+94812234567', '+94112345678', '+94731234567'].map(canReceiveSms)).toEqual([false, false, false]);
  });
});
