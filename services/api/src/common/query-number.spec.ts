import { wholeNumberFromQuery } from './query-number';

describe('wholeNumberFromQuery', () => {
  it('turns digits into their number', () => {
    expect(wholeNumberFromQuery({ value: '1' })).toBe(1);
    expect(wholeNumberFromQuery({ value: '007' })).toBe(7);
  });

  it.each(['1e3', '0x10', ' 2', '2.0', '-1', '', '1234567890'])('leaves %p as it came', (value) => {
    expect(wholeNumberFromQuery({ value })).toBe(value);
  });

  it('leaves a repeated parameter list as it came', () => {
    expect(wholeNumberFromQuery({ value: ['1', '2'] })).toEqual(['1', '2']);
  });
});
