import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient, errorMessage } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { LISTING_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { useServerRender } from '@nivasa/ui/server-render';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { LOAD_ERROR_TEXT } from '../../../messages';
import { pageOf } from '../../../shared/page-of';
import { PENDING_PAGE_SIZE, pendingListingsQuery } from '../api/pending-listings';
import { PENDING_TABLE_TEXT } from '../messages';
import { PendingRowsPreview } from './pending-rows-preview';

let tableChunk: Promise<typeof import('./pending-table')> | undefined;
// antd's Table and the actions' popovers: asked for as the page mounts, shown when both they and the rows are in.
const loadTable = () => (tableChunk ??= import('./pending-table'));
const PendingTable = lazy(() => loadTable().then(({ PendingTable }) => ({ default: PendingTable })));

/**
 * The listings waiting for an admin, a page at a time. The rows show as soon as the list is in,
 * without antd (whose Table and popovers are most of the page's code); the table with Approve,
 * Disapprove changes and Delete takes their place when its code arrives.
 */
export function PendingQueue() {
  const client = useApiClient();
  const [pageIndex, setPageIndex] = useState(0);
  const pending = useQuery(pendingListingsQuery(client, pageIndex * PENDING_PAGE_SIZE));
  const text = useText(PENDING_TABLE_TEXT);
  const noPendingListings = useText(LISTING_CATALOGUE).noPendingListings;
  const messages = useText(MESSAGES_CATALOGUE);
  const loadError = useText(LOAD_ERROR_TEXT);
  const serverRender = useServerRender();
  const { items, hasNext } = pageOf(pending.data, PENDING_PAGE_SIZE);
  const emptiedLaterPage = pending.isSuccess && !pending.isPlaceholderData && items.length === 0 && pageIndex > 0;
  useEffect(() => void loadTable(), []);

  // The last rows of a later page approved or deleted: show the page before it (set while
  // rendering, as React advises for state that follows other state).
  if (emptiedLaterPage) setPageIndex(pageIndex - 1);

  if (pending.isPending) return <LoadingState label={text.loading} />;
  if (pending.isError)
    return (
      <LoadError
        retryLabel={messages.tryAgain}
        message={loadError.message(errorMessage(pending.error))}
        onRetry={() => void pending.refetch()}
      />
    );
  if (items.length === 0 && pageIndex === 0) return <EmptyState message={noPendingListings}>{text.noneHint}</EmptyState>;

  // The server draws the rows as the browser's first render does, before the table's code is in.
  if (serverRender) return <PendingRowsPreview items={items} />;
  return (
    <Suspense fallback={<PendingRowsPreview items={items} />}>
      <PendingTable items={items} pageIndex={pageIndex} hasNext={hasNext} busy={pending.isPlaceholderData} onPage={setPageIndex} />
    </Suspense>
  );
}
