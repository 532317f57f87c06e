import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { HomeListings, Listing } from '@nivasa/contracts/api';
import { searchPath } from '@nivasa/contracts/paths';
import { ListingGrid } from '@nivasa/ui/listing/listing-grid';
import { Link } from '@nivasa/ui/router';
import { useText } from '@nivasa/session/language';
import { LISTING_TYPE_CATALOGUE } from '@nivasa/ui/listing-word-catalogues';
import { colors, radius } from '@nivasa/ui/theme';
import { SectionTitle } from './section-title';
import { RECENT_LISTINGS_TEXT } from '../messages';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 20px;
  margin-bottom: 20px;

  h2 {
    margin: 0;
  }
`;

const ShowMore = styled(Link)`
  display: inline-block;
  padding: 8px 18px;
  border: 1px solid ${colors.primary};
  border-radius: ${radius.pill};
  color: ${colors.primary};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${colors.primarySoft};
  }
`;

// Below the first screen, and most of the page: the browser styles, lays out and paints a section
// only as it nears the screen, so the cards' arrival and each photo's are not a long frame each on
// a phone. A phone's section is one row about 600 px tall; once drawn, it keeps its real height.
const Section = styled.section`
  content-visibility: auto;
  contain-intrinsic-block-size: auto 600px;
`;

/**
 * One 'Recent ...' section per type that has listings (the API leaves the others out, and an
 * empty list is skipped here too), each with its cards and 'Show more...' to that type's search.
 */
export function RecentListings({ recent, action }: { recent: HomeListings['recent']; action: (listing: Listing) => ReactNode }) {
  const text = useText(RECENT_LISTINGS_TEXT);
  const typeText = useText(LISTING_TYPE_CATALOGUE);
  return recent
    .filter(({ listings }) => listings.length > 0)
    .map(({ type, listings }) => (
      <Section key={type} aria-labelledby={`recent-${type}`}>
        <Heading>
          <SectionTitle id={`recent-${type}`}>{typeText[type].sectionHeading}</SectionTitle>
          <ShowMore to={searchPath({ type })}>{text.showMore}</ShowMore>
        </Heading>
        {/* On a phone each section is one row that scrolls, so the page stays a few screens long. */}
        <ListingGrid listings={listings} action={action} scrollOnPhone />
      </Section>
    ));
}
