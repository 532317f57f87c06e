import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from '@nivasa/ui/antd';
import { Link, useParams } from '@nivasa/ui/router';
import styled from 'styled-components';
import { LoadingScreen } from '@nivasa/ui/loading-screen';
import type { Listing, ListingDetail, PublicUser } from '@nivasa/contracts/api';
import { REVISION_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import { PATHS } from '@nivasa/contracts/paths';
import { ApiRequestError, errorMessage, hasErrorCode, useApiClient } from '@nivasa/session/api-client';
import { useCurrentUser } from '@nivasa/session/session-state';
import { listingQuery } from '../features/listings/api/listing-queries';
import { useUpdateListing } from '../features/listings/api/use-update-listing';
import { ListingEditor } from '../features/listings/components/listing-editor';
import { ListingFormFrame } from '../features/listings/components/listing-form-frame';
import { draftKey } from '../features/listings/utils/listing-draft';
import { RevisionNotice } from '../features/listings/components/revision-status';
import { formValuesOf, ownersVersionOf } from '../features/listings/utils/listing-form-values';
import { UPDATE_LISTING_PAGE_TEXT } from '../messages';

const Back = styled(Link)`
  display: inline-block;
  margin-top: 16px;
`;

/** Why the form is not shown, a way to try again where that may help, and the way back to the user's listings. */
function Refusal({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const retry = onRetry && (
    <Button size="small" onClick={onRetry}>
      {MESSAGES.tryAgain}
    </Button>
  );
  return (
    <>
      <Alert type="error" showIcon title={message} action={retry} />
      <Back to={PATHS.myListings}>{UPDATE_LISTING_PAGE_TEXT.back}</Back>
    </>
  );
}

function loadFailure(error: unknown): string {
  return hasErrorCode(error, 'LISTING_NOT_FOUND') ? LISTING_MESSAGES.notFound : errorMessage(error);
}

/** No answer or a server error (the API or its database down) may pass; a refusal (4xx) would be refused again. */
function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500);
}

/** Saved changes to a live listing wait for review: the form stays, saying so. */
const waitsForReview = (listing: Listing) => listing.revision?.status === REVISION_STATUS.pending;

function UpdateListing({ listing, user }: { listing: ListingDetail; user: PublicUser }) {
  const update = useUpdateListing(listing._id);
  // The form starts from the listing as first loaded (with changes still waiting); a refetch must not reset what is typed.
  const [base] = useState(() => formValuesOf(ownersVersionOf(listing)));
  const revision = update.data ? update.data.listing.revision : listing.revision;
  return (
    <>
      {revision && <RevisionNotice revision={revision} />}
      <ListingEditor
        base={base}
        draftKey={draftKey(user._id, listing._id)}
        submitText={UPDATE_LISTING_PAGE_TEXT.submit}
        save={update}
        staysAfterSave={waitsForReview}
      />
    </>
  );
}

export function UpdateListingPage() {
  const { listingId = '' } = useParams();
  const user = useCurrentUser();
  const client = useApiClient();
  const listing = useQuery({ ...listingQuery(client, listingId), enabled: Boolean(user), refetchOnWindowFocus: false });
  if (!user) return null;

  let content;
  if (listing.isPending) content = <LoadingScreen />;
  else if (listing.isError)
    content = (
      <Refusal message={loadFailure(listing.error)} onRetry={worthRetrying(listing.error) ? () => void listing.refetch() : undefined} />
    );
  // Admins may edit any listing; anyone else only their own.
  else if (!listing.data.isOwner && !user.isAdmin) content = <Refusal message={LISTING_MESSAGES.notYours} />;
  else content = <UpdateListing key={listing.data._id} listing={listing.data} user={user} />;

  return <ListingFormFrame title={LISTING_MESSAGES.editTitle}>{content}</ListingFormFrame>;
}
