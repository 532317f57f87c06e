import { contactDay, mayRevealContact } from './contact-reveal.policy';

describe('contactDay', () => {
  it('starts the day at midnight in Sri Lanka, not in UTC', () => {
    expect(contactDay(new Date('2026-11-26T18:29:59Z'))).toBe('2026-11-26');
    expect(contactDay(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
    expect(contactDay(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
  });
});

describe('mayRevealContact', () => {
  const seen = ['owner-a', 'owner-b'];

  it('lets a user see new owners while under the limit', () => {
    expect(mayRevealContact(seen, 'owner-c', 3)).toBe(true);
    expect(mayRevealContact([], 'owner-a', 1)).toBe(true);
  });

  it('refuses a new owner once the day’s distinct owners reach the limit', () => {
    expect(mayRevealContact(seen, 'owner-c', 2)).toBe(false);
  });

  it('never counts an owner already seen today again', () => {
    expect(mayRevealContact(seen, 'owner-b', 2)).toBe(true);
    expect(mayRevealContact(seen, 'owner-a', 1)).toBe(true);
  });
});
