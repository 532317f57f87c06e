import { SAVED_SEARCH_LIMITS } from './limits';
import { SEARCH_MESSAGES } from './listing-messages';
import { SAVED_SEARCH_MESSAGES } from './saved-search-messages';
import { readSavedSearchQuery, savedSearchRequestSchema, savedSearchUpdateSchema } from './saved-search-schema';

describe('a saved search’s query', () => {
  it('reads a search page’s query with the search’s parser and keeps it canonical', () => {
    expect(readSavedSearchQuery('?maxPrice=40000&city=Wellawatte&type=annex&district=Colombo&parking=false')).toEqual({
      success: true,
      filters: { type: 'annex', district: 'Colombo', city: 'Wellawatte', maxPrice: 40_000 },
      query: 'type=annex&district=Colombo&city=Wellawatte&maxPrice=40000',
    });
    const drawn = readSavedSearchQuery('polygon=79.85%2C6.85%3B79.9%2C6.85%3B79.9%2C6.9&searchTerm=sea+view');
    expect(drawn).toMatchObject({ success: true, filters: { searchTerm: 'sea view', polygon: '79.85,6.85;79.9,6.85;79.9,6.9' } });
  });

  it('refuses what the search refuses, each parameter by name, and what a search page’s address never holds', () => {
    expect(readSavedSearchQuery('type=castle&district=Colombo&city=Kandy&status=pending')).toEqual({
      success: false,
      errors: [
        expect.objectContaining({ field: 'query.status', code: 'FIELD_NOT_ALLOWED' }),
        expect.objectContaining({ field: 'query.type', message: SEARCH_MESSAGES.type }),
        expect.objectContaining({ field: 'query.city', message: SEARCH_MESSAGES.city }),
      ],
    });
    expect(readSavedSearchQuery('type=annex&type=hostel')).toMatchObject({
      success: false,
      errors: [{ field: 'query.type', code: 'FIELD_REPEATED' }],
    });
    expect(readSavedSearchQuery('district[$ne]=Kandy')).toMatchObject({ success: false, errors: [{ field: 'query.district[$ne]' }] });
    // As Express's query parser leaves it: no parameter, and no object's prototype changed.
    expect(readSavedSearchQuery('__proto__=x&district=Kandy')).toMatchObject({ success: true, query: 'district=Kandy' });
    expect(readSavedSearchQuery('type=%E0%A4%A')).toMatchObject({
      success: false,
      errors: [{ field: 'query', message: SAVED_SEARCH_MESSAGES.query }],
    });
  });

  it('refuses a query with no filter: an order alone searches everything', () => {
    for (const query of ['', 'sort=rent&order=asc', 'parking=false']) {
      expect(readSavedSearchQuery(query)).toEqual({
        success: false,
        errors: [expect.objectContaining({ field: 'query', code: 'FIELD_REQUIRED', message: SAVED_SEARCH_MESSAGES.queryEmpty })],
      });
    }
  });
});

describe('the saved search bodies', () => {
  it('takes a query, a frequency and an optional name, and gives the query canonical', () => {
    expect(savedSearchRequestSchema.parse({ query: 'district=Kandy&type=hostel', frequency: 'daily' })).toEqual({
      query: 'type=hostel&district=Kandy',
      frequency: 'daily',
    });
    expect(savedSearchRequestSchema.parse({ query: 'district=Kandy', frequency: 'instant', name: '  ' })).toEqual({
      query: 'district=Kandy',
      frequency: 'instant',
    });
  });

  it('refuses a bad query under query.<parameter>, an unknown frequency, a long name and unknown fields', () => {
    const refused = savedSearchRequestSchema.safeParse({
      query: 'type=castle',
      frequency: 'weekly',
      name: 'x'.repeat(SAVED_SEARCH_LIMITS.nameMaxLength + 1),
      userId: 'someone',
    });
    expect(refused.success).toBe(false);
    const paths = refused.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['query.type', 'frequency', 'name', '']));
    expect(
      savedSearchRequestSchema.safeParse({ query: 'x'.repeat(SAVED_SEARCH_LIMITS.queryMaxLength + 1), frequency: 'daily' }).success,
    ).toBe(false);
  });

  it('changes a name, the frequency or the pause, at least one', () => {
    expect(savedSearchUpdateSchema.parse({ name: ' Near campus ', paused: true })).toEqual({ name: 'Near campus', paused: true });
    expect(savedSearchUpdateSchema.safeParse({}).success).toBe(false);
    expect(savedSearchUpdateSchema.safeParse({ name: '' }).success).toBe(false);
    expect(savedSearchUpdateSchema.safeParse({ paused: 'yes' }).success).toBe(false);
  });
});
