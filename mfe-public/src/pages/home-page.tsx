import { useDeferredValue, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { errorMessage, useApiClient } from '@nivasa/session/api-client';
import { PageContainer } from '@nivasa/ui/layout';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { usePageTexts } from '@nivasa/ui/page-texts';
import { FavoriteButton } from '../features/favorites/components/favorite-button';
import { homeQuery } from '../features/home/api/home-query';
import { Categories } from '../features/home/components/categories';
import { FeaturedPlaces, type FeaturedState } from '../features/home/components/featured-places';
import { Hero } from '../features/home/components/hero';
import { OwnerCallToAction } from '../features/home/components/owner-call-to-action';
import { RecentListings } from '../features/home/components/recent-listings';
import { ScrollDownArrow } from '../features/home/components/scroll-down-arrow';

// One column the page's width: a Recent row that scrolls on a phone must not widen it.
const Sections = styled(PageContainer)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 56px;
`;

const favoriteButton = (listing: Listing) => <FavoriteButton listingId={listing._id} />;

/** Everything below the hero comes from the one home call. */
export function HomePage() {
  usePageTexts(registeredCatalogues);
  const client = useApiClient();
  const home = useQuery(homeQuery(client));
  // The answer's cards are drawn in a render that yields to the browser between slices, also when
  // the page mounts with the answer at hand (the initial `undefined`). An update from the query is
  // otherwise drawn at once, in one task: 220 ms at 4× CPU, while a visitor may be tapping the hero.
  const listings = useDeferredValue(home.data, undefined);
  const sections = useRef<HTMLDivElement>(null);
  const featured: FeaturedState =
    home.status === 'success' && listings
      ? { status: 'success', listings: listings.featured }
      : home.status === 'error'
        ? { status: 'error', message: errorMessage(home.error) }
        : { status: 'pending' };

  return (
    <>
      <Hero />
      <Sections ref={sections}>
        <Categories />
        <FeaturedPlaces state={featured} onRetry={() => void home.refetch()} />
        <OwnerCallToAction />
        {listings && <RecentListings recent={listings.recent} action={favoriteButton} />}
      </Sections>
      <ScrollDownArrow below={sections} />
    </>
  );
}
