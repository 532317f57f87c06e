import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { useText } from '@nivasa/session/language';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { media } from '@nivasa/ui/theme';
import { FEATURED_PLACES_TEXT } from '../messages';
import { FeaturedCarousel, SLIDE_ASPECT } from './featured-carousel';
import { SectionTitle } from './section-title';

// The box the carousel will fill, so the page below keeps its place while it loads.
const Slot = styled.div`
  display: grid;
  align-content: center;
  aspect-ratio: ${SLIDE_ASPECT.desktop};

  ${media.mobile} {
    aspect-ratio: ${SLIDE_ASPECT.mobile};
  }
`;

export type FeaturedState = { status: 'pending' } | { status: 'error'; message: string } | { status: 'success'; listings: Listing[] };

/** Featured Places: a spinner while the home call runs, its error, a note when none are featured, or the carousel. */
export function FeaturedPlaces({ state, onRetry }: { state: FeaturedState; onRetry: () => void }) {
  const text = useText(FEATURED_PLACES_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const hasSlides = state.status === 'success' && state.listings.length > 0;
  return (
    <section aria-labelledby="featured-title">
      <SectionTitle id="featured-title">{text.title}</SectionTitle>
      {hasSlides ? (
        <FeaturedCarousel listings={state.listings} />
      ) : (
        <Slot>
          {state.status === 'pending' && <LoadingState label={messages.loading} />}
          {state.status === 'error' && <LoadError message={text.error(state.message)} retryLabel={messages.tryAgain} onRetry={onRetry} />}
          {state.status === 'success' && <EmptyState message={messages.noFeatured} />}
        </Slot>
      )}
    </section>
  );
}
