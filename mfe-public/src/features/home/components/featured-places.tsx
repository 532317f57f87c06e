import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { MESSAGES } from '@nivasa/contracts/messages';
import { Spinner } from '@nivasa/ui/spinner';
import { colors, media, radius } from '@nivasa/ui/theme';
import { FeaturedCarousel, SLIDE_ASPECT } from './featured-carousel';
import { SectionTitle } from './section-title';

// The box the carousel will fill, so the page below keeps its place while it loads.
const Placeholder = styled.div<{ $tone: 'neutral' | 'error' }>`
  display: grid;
  place-items: center;
  gap: 12px;
  aspect-ratio: ${SLIDE_ASPECT.desktop};
  padding: 24px;
  border: 1px dashed ${({ $tone }) => ($tone === 'error' ? colors.danger : colors.border)};
  border-radius: ${radius.large};
  background: ${({ $tone }) => ($tone === 'error' ? colors.dangerSoft : colors.surface)};
  color: ${({ $tone }) => ($tone === 'error' ? colors.danger : colors.textMuted)};
  text-align: center;

  ${media.mobile} {
    aspect-ratio: ${SLIDE_ASPECT.mobile};
  }

  p {
    margin: 0;
  }
`;

export type FeaturedState = { status: 'pending' } | { status: 'error'; message: string } | { status: 'success'; listings: Listing[] };

function FeaturedContent({ state }: { state: FeaturedState }) {
  if (state.status === 'pending') {
    return (
      <Placeholder $tone="neutral" role="status">
        <Spinner />
        <p>{MESSAGES.loading}</p>
      </Placeholder>
    );
  }
  if (state.status === 'error') {
    return (
      <Placeholder $tone="error" role="alert">
        <p>Error: {state.message}</p>
      </Placeholder>
    );
  }
  if (state.listings.length === 0) {
    return (
      <Placeholder $tone="neutral">
        <p>{MESSAGES.noFeatured}</p>
      </Placeholder>
    );
  }
  return <FeaturedCarousel listings={state.listings} />;
}

/** Featured Places: a spinner while the home call runs, its error, a note when none are featured, or the carousel. */
export function FeaturedPlaces({ state }: { state: FeaturedState }) {
  return (
    <section aria-labelledby="featured-title">
      <SectionTitle id="featured-title">Featured Places</SectionTitle>
      <FeaturedContent state={state} />
    </section>
  );
}
