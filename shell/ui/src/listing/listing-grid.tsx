import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { LISTING_CARD_WIDTH, ListingCard } from '@nivasa/ui/listing/listing-card';
import { media } from '@nivasa/ui/theme';

const Grid = styled.ul<{ $scrollOnPhone: boolean }>`
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

  ${({ $scrollOnPhone }) =>
    $scrollOnPhone &&
    `
    ${media.mobile} {
      grid-template-columns: none;
      grid-auto-flow: column;
      grid-auto-columns: min(80vw, ${LISTING_CARD_WIDTH}px);
      gap: 14px;
      overflow-x: auto;
      overscroll-behavior-x: contain;
      scroll-snap-type: x mandatory;
      /* To the screen's edges, the first card still in line with the page. */
      margin: 0 -16px;
      padding: 4px 16px 12px;
      scroll-padding-inline: 16px;

      & > li {
        scroll-snap-align: start;
      }
    }
  `}
`;

export interface ListingGridProps {
  listings: Listing[];
  /** What each card carries in its footer, such as its favourite button. */
  action?: (listing: Listing) => ReactNode;
  /** How many cards from the start load their pictures at once: those on the first screen. */
  eagerCount?: number;
  /** The search's centre, named in the page's language: each card says how far it is. */
  centre?: string;
  /** On a phone, one row that scrolls sideways (card by card) instead of a column. */
  scrollOnPhone?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Listing cards side by side, as many as fit; on a phone one column, or one row that scrolls. */
export function ListingGrid({ listings, action, eagerCount = 0, centre, scrollOnPhone = false, ...labels }: ListingGridProps) {
  return (
    <Grid $scrollOnPhone={scrollOnPhone} {...labels}>
      {listings.map((listing, index) => (
        <li key={listing._id}>
          <ListingCard listing={listing} action={action?.(listing)} eager={index < eagerCount} centre={centre} narrow={scrollOnPhone} />
        </li>
      ))}
    </Grid>
  );
}
