import { answerLanguage } from './answer-language';

it('reads the language from Accept-Language, English when it names none of ours', () => {
  expect(answerLanguage('si-LK,si;q=0.9,en;q=0.8')).toBe('si');
  expect(answerLanguage('en;q=0.5,ta')).toBe('ta');
  expect(answerLanguage('fr')).toBe('en');
  expect(answerLanguage(undefined)).toBe('en');
});
