import styled from 'styled-components';
import { SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { useText } from '@nivasa/session/language';
import { LISTING_TYPE_CATALOGUE } from '@nivasa/ui/listing-word-catalogues';
import { PageContainer } from '@nivasa/ui/layout';
import { colors } from '@nivasa/ui/theme';
import { FavoriteButton } from '../features/favorites/components/favorite-button';
import { SearchFilterPanel } from '../features/search/components/search-filter-panel';
import { SearchResults } from '../features/search/components/search-results';
import { usePhoneScreen } from '../features/search/hooks/use-phone-screen';
import { useSearchCentre } from '../features/search/hooks/use-search-centre';
import { useSearchFilters } from '../features/search/hooks/use-search-filters';
import { SEARCH_HEADING_TEXT, SEARCH_WORDS_TEXT } from '../features/search/messages';
import { searchHeading } from '../features/search/utils/search-filters';
import { usePlaceNames } from '@nivasa/ui/place-names';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { usePageTexts } from '@nivasa/ui/page-texts';

const Heading = styled.h1`
  margin: 0;
  font-size: 1.7rem;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const Notice = styled.p`
  margin: -8px 0 16px;
  color: ${colors.textMuted};
`;

// The cards across a desktop's first row, and the one a phone opens on: their pictures are the page's largest paint.
const FIRST_ROW = { phone: 1, desktop: 3 } as const;

export function SearchPage() {
  usePageTexts(registeredCatalogues);
  const { filters, termCut, applyFilters } = useSearchFilters();
  const text = useText(SEARCH_HEADING_TEXT);
  const wordsText = useText(SEARCH_WORDS_TEXT);
  const types = useText(LISTING_TYPE_CATALOGUE);
  const places = usePlaceNames();
  const phone = usePhoneScreen();
  const centre = useSearchCentre(filters.near);
  const heading = searchHeading(filters, { text, types, places, centre: centre.name });
  const clearFilters = () => applyFilters({});

  return (
    <>
      <title>{text.pageTitle(heading)}</title>
      <PageContainer>
        <SearchFilterPanel filters={filters} onApply={applyFilters} onClear={clearFilters} heading={<Heading>{heading}</Heading>} />
        {termCut && <Notice role="status">{wordsText.firstWordsOnly(SEARCH_LIMITS.maxSearchWords)}</Notice>}
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
