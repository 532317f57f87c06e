import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { LISTING_CARD_WIDTH, ListingCard } from '@nivasa/ui/listing/listing-card';
import { media } from '@nivasa/ui/theme';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, ${LISTING_CARD_WIDTH}px);
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
  }
`;

export interface ListingGridProps {
  listings: Listing[];
  /** What each card carries in its footer, such as its favourite button. */
  action?: (listing: Listing) => ReactNode;
  /** How many cards from the start load their pictures at once: those on the first screen. */
  eagerCount?: number;
  /** The search's centre, named in the page's language: each card says how far it is. */
  centre?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Listing cards side by side, as many as fit, one column on a phone. */
export function ListingGrid({ listings, action, eagerCount = 0, centre, ...labels }: ListingGridProps) {
  return (
    <Grid {...labels}>
      {listings.map((listing, index) => (
        <li key={listing._id}>
          <ListingCard listing={listing} action={action?.(listing)} eager={index < eagerCount} centre={centre} />
        </li>
      ))}
    </Grid>
  );
}
