import { lazy, Suspense, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { isPublicStatus } from '@nivasa/contracts/listing-lifecycle';
import styled from 'styled-components';
import type { ListingDetail } from '@nivasa/contracts/api';
import { PATHS } from '@nivasa/contracts/paths';
import { useApiClient } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { useCurrentUser } from '@nivasa/session/session-state';
import { PrimaryButton } from '@nivasa/ui/buttons';
import { REVIEW_CATALOGUE } from '@nivasa/ui/engagement-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { Link, useLocation } from '@nivasa/ui/router';
import { Spinner } from '@nivasa/ui/spinner';
import { colors, radius } from '@nivasa/ui/theme';
import { OutlineButton } from '../../../shared/outline-button';
import { reviewsQuery } from '../api/reviews-query';
import { ReviewItem } from './review-item';
import { REVIEWS_SECTION_TEXT } from '../messages';

// The form brings antd (about 170 KB): it loads when someone who may review asks for it.
const loadReviewForm = () => import('./review-form');
const ReviewForm = lazy(loadReviewForm);

const Section = styled.section`
  padding: 24px 0;
  border-top: 1px solid ${colors.border};
  scroll-margin-top: 88px;

  h2 {
    margin: 0 0 16px;
    font-size: 1.2rem;
  }
`;

const FormBox = styled.div`
  margin-bottom: 20px;
  padding: 18px 20px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.large};
  background: ${colors.background};

  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
`;

const Notice = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

const Refusal = styled.p`
  margin: 0;
  color: ${colors.danger};
`;

const Waiting = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0;
  color: ${colors.textMuted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MoreButton = styled(OutlineButton)`
  display: flex;
  width: fit-content;
  margin: 8px auto 0;
`;

const RetryButton = styled.button`
  margin-left: 10px;
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

type ReviewedListing = Pick<ListingDetail, '_id' | 'isOwner' | 'status'>;

/** Who may write here: visitors are asked to sign in, owners told why not, everyone else gets the form. */
function WriteReview({ listing }: { listing: ReviewedListing }) {
  const text = useText(REVIEWS_SECTION_TEXT);
  const reviewText = useText(REVIEW_CATALOGUE);
  const user = useCurrentUser();
  const location = useLocation();
  const [writing, setWriting] = useState(false);
  if (!user) {
    return (
      <Notice>
        {reviewText.signInPrompt}{' '}
        <Link to={PATHS.signIn} state={{ from: location }}>
          {text.signIn}
        </Link>
      </Notice>
    );
  }
  if (listing.isOwner) return <Notice>{reviewText.ownListing}</Notice>;
  if (!isPublicStatus(listing.status)) return <Notice>{reviewText.onlyApproved}</Notice>;
  if (!writing) {
    return (
      <PrimaryButton type="button" onPointerEnter={loadReviewForm} onFocus={loadReviewForm} onClick={() => setWriting(true)}>
        {text.write}
      </PrimaryButton>
    );
  }
  return (
    <Suspense
      fallback={
        <Waiting role="status">
          <Spinner $size={20} /> {text.loadingForm}
        </Waiting>
      }
    >
      <ReviewForm listingId={listing._id} />
    </Suspense>
  );
}

function ReviewList({ listingId }: { listingId: string }) {
  const text = useText(REVIEWS_SECTION_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const reviewText = useText(REVIEW_CATALOGUE);
  const client = useApiClient();
  const reviews = useInfiniteQuery(reviewsQuery(client, listingId));

  if (reviews.isPending) {
    return (
      <Waiting role="status">
        <Spinner $size={20} /> {text.loading}
      </Waiting>
    );
  }
  if (reviews.isError && !reviews.data) {
    return (
      <Refusal role="alert">
        {reviewText.failedToFetch}
        <RetryButton type="button" onClick={() => reviews.refetch()}>
          {messages.tryAgain}
        </RetryButton>
      </Refusal>
    );
  }
  const all = reviews.data.pages.flatMap((page) => page.reviews);
  if (all.length === 0) return <Notice>{reviewText.noReviews}</Notice>;
  return (
    <>
      <List aria-label={text.listLabel}>
        {all.map((review) => (
          <ReviewItem key={review._id} review={review} />
        ))}
      </List>
      {reviews.isFetchNextPageError && <Refusal role="alert">{reviewText.failedToFetch}</Refusal>}
      {reviews.hasNextPage && (
        <MoreButton type="button" disabled={reviews.isFetchingNextPage} onClick={() => reviews.fetchNextPage()}>
          {reviews.isFetchingNextPage ? messages.loading : text.showMore}
        </MoreButton>
      )}
    </>
  );
}

/** The listing's reviews, newest first, five at a time, and the way to add one. */
export function ReviewsSection({ listing }: { listing: ReviewedListing }) {
  const text = useText(REVIEWS_SECTION_TEXT);
  return (
    <Section id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{text.title}</h2>
      <FormBox>
        <h3>{text.yourReview}</h3>
        <WriteReview listing={listing} />
      </FormBox>
      <ReviewList listingId={listing._id} />
    </Section>
  );
}
