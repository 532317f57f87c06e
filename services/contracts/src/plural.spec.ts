import { COUNT_TEXTS } from './messages';
import { COUNT_TEXTS_SI } from './messages.si';
import { COUNT_TEXTS_TA } from './messages.ta';
import { countText } from './plural';

test('English: one is singular, zero and more than one are plural', () => {
  expect(countText(0, COUNT_TEXTS.review, 'en')).toBe('0 reviews');
  expect(countText(1, COUNT_TEXTS.review, 'en')).toBe('1 review');
  expect(countText(2, COUNT_TEXTS.review, 'en')).toBe('2 reviews');
  expect(countText(1, COUNT_TEXTS.bedroom, 'en')).toBe('1 bedroom');
  expect(countText(3, COUNT_TEXTS.bedroom, 'en')).toBe('3 bedrooms');
  expect(countText(1, COUNT_TEXTS.bathroom, 'en')).toBe('1 bathroom');
  expect(countText(10, COUNT_TEXTS.bathroom, 'en')).toBe('10 bathrooms');
  expect(countText(1200, COUNT_TEXTS.review, 'en')).toBe('1,200 reviews');
});

test('Sinhala and Tamil have the categories one and other, as ICU gives them in Node and Chromium', () => {
  expect(new Intl.PluralRules('si').resolvedOptions().pluralCategories.sort()).toEqual(['one', 'other']);
  expect(new Intl.PluralRules('ta').resolvedOptions().pluralCategories.sort()).toEqual(['one', 'other']);
});

// Which form each number takes; the catalogues' Sinhala and Tamil words are the translators'.
const FORMS = { one: 'one {count}', other: 'other {count}' };

test('Sinhala: 0 and 1 take the form one, 2 and more the form other', () => {
  expect(countText(0, FORMS, 'si')).toBe('one 0');
  expect(countText(1, FORMS, 'si')).toBe('one 1');
  expect(countText(2, FORMS, 'si')).toBe('other 2');
  expect(countText(150_000, FORMS, 'si')).toBe('other 150,000');
});

test('Tamil: 1 takes the form one, 0 and 2 and more the form other, grouped in thousands (not lakhs)', () => {
  expect(countText(0, FORMS, 'ta')).toBe('other 0');
  expect(countText(1, FORMS, 'ta')).toBe('one 1');
  expect(countText(2, FORMS, 'ta')).toBe('other 2');
  expect(countText(150_000, FORMS, 'ta')).toBe('other 150,000');
});

test("a translation without a category falls back to 'other'", () => {
  expect(countText(1, { other: '{count} item' }, 'en')).toBe('1 item');
  expect(countText(0, { other: '{count} item' }, 'si')).toBe('0 item');
});

test("the catalogues' Sinhala and Tamil counts: a form for each of the language's categories", () => {
  for (const [language, texts] of [
    ['si', COUNT_TEXTS_SI],
    ['ta', COUNT_TEXTS_TA],
  ] as const) {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const forms of Object.values(texts)) expect(Object.keys(forms).sort()).toEqual([...categories].sort());
  }
  expect(countText(0, COUNT_TEXTS_SI.review, 'si')).toBe('සමාලෝචන 0');
  expect(countText(1, COUNT_TEXTS_TA.bedroom, 'ta')).toBe('1 படுக்கையறை');
  expect(countText(3, COUNT_TEXTS_TA.bedroom, 'ta')).toBe('3 படுக்கையறைகள்');
  expect(countText(0, COUNT_TEXTS_TA.review, 'ta')).toBe('0 மதிப்பாய்வுகள்');
});
