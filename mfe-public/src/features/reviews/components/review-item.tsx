import { useState } from 'react';
import styled from 'styled-components';
import type { Review } from '@nivasa/contracts/api';
import { formatDate } from '@nivasa/contracts/format';
import { useLanguage, useText } from '@nivasa/session/language';
import { useCurrentUser } from '@nivasa/session/session-state';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { Stars } from '@nivasa/ui/listing/stars';
import { colors, radius } from '@nivasa/ui/theme';
import { useDeleteReview } from '../api/use-delete-review';
import { REVIEW_ITEM_TEXT } from '../messages';

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: 12px;
  padding: 18px 0;
  border-top: 1px solid ${colors.border};

  &:first-child {
    border-top: 0;
  }
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${colors.primarySoft};
  color: ${colors.primary};
  font-weight: 700;
  text-transform: uppercase;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: 10px;

  h3 {
    margin: 0;
    font-size: 1rem;
  }

  time {
    color: ${colors.textMuted};
    font-size: 0.85rem;
  }
`;

const Comment = styled.p`
  margin: 6px 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 8px;
  font-size: 0.9rem;
`;

const TextButton = styled.button<{ $danger?: boolean }>`
  padding: 4px 10px;
  border: 1px solid ${({ $danger }) => ($danger ? colors.danger : colors.border)};
  border-radius: ${radius.pill};
  background: ${({ $danger }) => ($danger ? colors.danger : colors.surface)};
  color: ${({ $danger }) => ($danger ? '#fff' : colors.textMuted)};
  font: inherit;
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

const Refusal = styled.span`
  color: ${colors.danger};
`;

/** One review: who, when, how many stars and what they said; its author or an admin may delete it. */
export function ReviewItem({ review }: { review: Review }) {
  const text = useText(REVIEW_ITEM_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const language = useLanguage();
  const user = useCurrentUser();
  const deletion = useDeleteReview(review.listingId);
  const [confirming, setConfirming] = useState(false);
  const mayDelete = Boolean(user && (user._id === review.userRef || user.isAdmin));
  const headingId = `review-${review._id}`;

  return (
    <Item aria-labelledby={headingId}>
      <Initial aria-hidden="true">{review.name.slice(0, 1)}</Initial>
      <div>
        <Head>
          <h3 id={headingId}>{review.name}</h3>
          <time dateTime={review.createdAt}>{formatDate(review.createdAt, language)}</time>
        </Head>
        <Stars rating={review.rating} size={15} />
        <Comment>{review.comment}</Comment>
        {mayDelete && (
          <Actions>
            {confirming ? (
              <>
                <span>{text.confirmDelete}</span>
                <TextButton type="button" $danger disabled={deletion.isPending} onClick={() => deletion.mutate(review._id)}>
                  {deletion.isPending ? text.deleting : text.yesDelete}
                </TextButton>
                <TextButton type="button" disabled={deletion.isPending} onClick={() => setConfirming(false)}>
                  {messages.confirmNo}
                </TextButton>
              </>
            ) : (
              <TextButton type="button" onClick={() => setConfirming(true)}>
                {text.delete}
              </TextButton>
            )}
            {deletion.isError && <Refusal role="alert">{deletion.error.message}</Refusal>}
          </Actions>
        )}
      </div>
    </Item>
  );
}
