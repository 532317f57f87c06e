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
import { activeFilterCount, searchHeading } from '../features/search/utils/search-filters';
import { usePlaceNames } from '@nivasa/ui/place-names';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { usePageTexts } from '@nivasa/ui/page-texts';
import { lazy, Suspense, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { listingPath } from '@nivasa/contracts/paths';
import { useApiClient } from '@nivasa/session/api-client';
import { LISTING_CARD_WIDTH } from '@nivasa/ui/listing/listing-card';
import { useNavigate } from '@nivasa/ui/router';
import { media } from '@nivasa/ui/theme';
import { searchListingsQuery } from '../features/search/api/search-query';
import { ResultsMapPanel } from '../features/map/components/results-map-panel';
import { type ResultsView, ResultsViewSwitch } from '../features/map/components/results-view-switch';
import { useMapAddress } from '../features/map/hooks/use-map-address';

// Saving a search: its dialog's code comes when it is opened (README "Budgets").
const SaveSearchDialog = lazy(() => import('../features/saved-searches/components/save-search-dialog'));

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

const CARD_GAP = 24;

/** A desktop's results and their map side by side: up to two columns of cards, the map the rest. */
const ResultsAndMap = styled.div`
  display: grid;
  grid-template-columns: minmax(${LISTING_CARD_WIDTH}px, ${2 * LISTING_CARD_WIDTH + CARD_GAP}px) minmax(280px, 1fr);
  gap: ${CARD_GAP}px;
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The map's box, reserved before its code comes: beside the results on a desktop, kept in view as they scroll. */
const MapBox = styled.div`
  position: sticky;
  top: 16px;
  height: calc(100vh - 32px);
  min-height: 420px;
  max-height: 820px;

  ${media.mobile} {
    position: static;
    height: calc(100vh - 200px);
    min-height: 380px;
  }
`;

// The cards across a desktop's first row (two, beside the map), and the one a phone opens on: their pictures are the page's largest paint.
const FIRST_ROW = { phone: 1, desktop: 2 } as const;

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
  const navigate = useNavigate();
  const mapAddress = useMapAddress();
  const [phoneView, setPhoneView] = useState<ResultsView>('list');
  const [savingSearch, setSavingSearch] = useState(false);
  // The map reads the results' own query (one request for both); on a desktop it comes once they are shown.
  const search = useInfiniteQuery(searchListingsQuery(useApiClient(), filters));
  const showList = !phone || phoneView === 'list';
  const showMap = phone ? phoneView === 'map' : search.isSuccess;

  return (
    <>
      <title>{text.pageTitle(heading)}</title>
      <PageContainer>
        <SearchFilterPanel
          filters={filters}
          onApply={applyFilters}
          onClear={clearFilters}
          heading={<Heading>{heading}</Heading>}
          onSaveSearch={activeFilterCount(filters) > 0 ? () => setSavingSearch(true) : undefined}
        />
        {savingSearch && (
          <Suspense fallback={null}>
            <SaveSearchDialog filters={filters} nearPlace={centre.name} onClose={() => setSavingSearch(false)} />
          </Suspense>
        )}
        {termCut && <Notice role="status">{wordsText.firstWordsOnly(SEARCH_LIMITS.maxSearchWords)}</Notice>}
        {phone && <ResultsViewSwitch view={phoneView} onChange={setPhoneView} />}
        <ResultsAndMap>
          {showList && (
            <SearchResults
              filters={filters}
              onClearFilters={clearFilters}
              eagerCount={phone ? FIRST_ROW.phone : FIRST_ROW.desktop}
              renderAction={(listing) => <FavoriteButton listingId={listing._id} />}
            />
          )}
          {(showMap || !phone) && (
            <MapBox>
              {showMap && (
                <ResultsMapPanel
                  listings={search.data?.pages.flat() ?? []}
                  {...mapAddress}
                  onOpenListing={(listingId) => void navigate(listingPath(listingId))}
                />
              )}
            </MapBox>
          )}
        </ResultsAndMap>
      </PageContainer>
    </>
  );
}
