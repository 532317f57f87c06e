import styled from 'styled-components';
import { PageContainer } from '@nivasa/ui/layout';
import { FavoriteButton } from '../features/favorites/components/favorite-button';
import { SearchFilterPanel } from '../features/search/components/search-filter-panel';
import { SearchResults } from '../features/search/components/search-results';
import { usePhoneScreen } from '../features/search/hooks/use-phone-screen';
import { useSearchFilters } from '../features/search/hooks/use-search-filters';
import { SEARCH_HEADING_TEXT } from '../features/search/messages';
import { searchHeading } from '../features/search/utils/search-filters';

const Heading = styled.h1`
  margin: 0;
  font-size: 1.7rem;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

// The cards across a desktop's first row, and the one a phone opens on: their pictures are the page's largest paint.
const FIRST_ROW = { phone: 1, desktop: 3 } as const;

export function SearchPage() {
  const { filters, applyFilters } = useSearchFilters();
  const phone = usePhoneScreen();
  const heading = searchHeading(filters);
  const clearFilters = () => applyFilters({});

  return (
    <>
      <title>{SEARCH_HEADING_TEXT.pageTitle(heading)}</title>
      <PageContainer>
        <SearchFilterPanel filters={filters} onApply={applyFilters} onClear={clearFilters} heading={<Heading>{heading}</Heading>} />
        <SearchResults
          filters={filters}
          onClearFilters={clearFilters}
          eagerCount={phone ? FIRST_ROW.phone : FIRST_ROW.desktop}
          renderAction={(listing) => <FavoriteButton listingId={listing._id} />}
        />
      </PageContainer>
    </>
  );
}
