import { QueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from './query-keys';

describe('sharedQueryKeys', () => {
  it('lets one invalidation of the listings refresh every list and page that shows a listing', async () => {
    const client = new QueryClient();
    const keys = [
      sharedQueryKeys.listing('a1'),
      sharedQueryKeys.ownersListings('u1'),
      sharedQueryKeys.home,
      sharedQueryKeys.search({ type: 'annex' }),
      sharedQueryKeys.favorites('u1'),
    ];
    for (const key of keys) client.setQueryData(key, 'cached');
    client.setQueryData(sharedQueryKeys.reviews('a1'), 'reviews');

    await client.invalidateQueries({ queryKey: sharedQueryKeys.listings });

    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(sharedQueryKeys.reviews('a1'))?.isInvalidated).toBe(false);
  });

  it('keeps searches with different filters apart', () => {
    expect(sharedQueryKeys.search({ type: 'annex' })).not.toEqual(sharedQueryKeys.search({ type: 'hostel' }));
  });
});
