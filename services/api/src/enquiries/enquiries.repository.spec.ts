import { ENQUIRY_LIMITS } from '@nivasa/contracts/limits';
import { Types } from 'mongoose';
import { previewOf, threadIdOf } from './enquiries.repository';

describe('threadIdOf', () => {
  it('is one id per seeker and listing, another for their other listings and for other seekers', () => {
    const seeker = new Types.ObjectId();
    const listing = new Types.ObjectId();
    expect(threadIdOf(seeker, listing).equals(threadIdOf(new Types.ObjectId(seeker.toHexString()), listing))).toBe(true);
    expect(threadIdOf(seeker, new Types.ObjectId()).equals(threadIdOf(seeker, listing))).toBe(false);
    expect(threadIdOf(new Types.ObjectId(), listing).equals(threadIdOf(seeker, listing))).toBe(false);
    // The seeker and the listing are not interchangeable.
    expect(threadIdOf(listing, seeker).equals(threadIdOf(seeker, listing))).toBe(false);
  });
});

describe('previewOf', () => {
  const max = ENQUIRY_LIMITS.previewLength;

  it('keeps a short message whole and cuts a long one at the limit', () => {
    expect(previewOf('Is it still available?')).toBe('Is it still available?');
    expect(previewOf('x'.repeat(max + 40))).toBe('x'.repeat(max));
  });

  it('never cuts a character in half', () => {
    // An emoji is two UTF-16 units: one that would end past the limit is left out whole.
    const preview = previewOf(`${'x'.repeat(max - 1)}🏠 and more`);
    expect(preview).toBe('x'.repeat(max - 1));
    expect(previewOf('ශ්‍රී'.repeat(max))).toHaveLength(max);
  });
});
