import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { PATHS } from '@nivasa/contracts/paths';
import { useApiClient } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { PrimaryLink } from '@nivasa/ui/buttons';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { colors } from '@nivasa/ui/theme';
import { savedSearchesQuery } from '../api/saved-searches';
import { MY_SEARCHES_LIST_TEXT } from '../messages';
import { SavedSearchItem } from './saved-search-item';

const List = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Count = styled.p`
  margin: -12px 0 16px;
  color: ${colors.textMuted};
`;

const Hint = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

/** The signed-in user's saved searches, the newest first, each with its actions; a way to search when there are none. */
export function MySearchesList() {
  const savedSearches = useQuery(savedSearchesQuery(useApiClient()));
  const text = useText(MY_SEARCHES_LIST_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);

  if (savedSearches.isPending) return <LoadingState label={text.loading} />;
  if (savedSearches.isError)
    return <LoadError retryLabel={messages.tryAgain} message={text.failedToLoad} onRetry={() => void savedSearches.refetch()} />;
  const { savedSearches: list, limit } = savedSearches.data;
  if (list.length === 0) {
    return (
      <EmptyState message={text.empty}>
        <Hint>{text.emptyHint}</Hint>
        <PrimaryLink to={PATHS.search}>{text.findPlaces}</PrimaryLink>
      </EmptyState>
    );
  }
  return (
    <>
      <Count>{text.count(list.length, limit)}</Count>
      <List aria-label={text.listLabel}>
        {list.map((savedSearch) => (
          <li key={savedSearch._id}>
            <SavedSearchItem savedSearch={savedSearch} />
          </li>
        ))}
      </List>
    </>
  );
}
