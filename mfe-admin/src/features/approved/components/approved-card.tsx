import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { listingPath } from '@nivasa/contracts/paths';
import { ListingImage } from '@nivasa/ui/listing/listing-image';
import { countText } from '@nivasa/contracts/plural';
import { Price } from '@nivasa/ui/listing/price';
import { Stars } from '@nivasa/ui/listing/stars';
import { Link } from '@nivasa/ui/router';
import { COUNT_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { useLanguage, useText } from '@nivasa/session/language';
import { colors, media, radius, shadow } from '@nivasa/ui/theme';
import { usePlaceNames } from '@nivasa/ui/place-names';
import { APPROVED_CARD_TEXT } from '../messages';
import { DisapproveAction } from './disapprove-action';
import { FeaturedToggle } from './featured-toggle';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${colors.border};
  border-radius: ${radius.medium};
  background: ${colors.surface};
  box-shadow: ${shadow.card};

  /* A phone shows many of these: the cover beside the text keeps each card short. */
  ${media.mobile} {
    display: grid;
    grid-template-columns: 112px minmax(0, 1fr);
  }
`;

const Cover = styled.div`
  position: relative;

  ${media.mobile} {
    height: 100%;

    > span {
      height: 100%;
    }
  }
`;

const FeaturedBadge = styled.strong`
  position: absolute;
  top: 8px;
  left: 8px;
  padding: 2px 10px;
  border-radius: ${radius.pill};
  background: ${colors.accent};
  color: ${colors.text};
  font-size: 0.8rem;
  font-weight: 600;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 6px;
  padding: 12px 14px 14px;

  ${media.mobile} {
    gap: 2px;
    padding: 10px 12px 12px;
  }
`;

const Name = styled(Link)`
  color: ${colors.text};
  font-weight: 600;
  overflow-wrap: break-word;

  &:hover {
    color: ${colors.primary};
  }
`;

const Place = styled.span`
  color: ${colors.textMuted};
  font-size: 0.9rem;
`;

const Rating = styled(Place)`
  display: flex;
  align-items: center;
  gap: 6px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: auto;
  padding-top: 8px;
`;

interface ApprovedCardProps {
  listing: Listing;
  onFailure: (what: string, error: unknown) => void;
}

/** One approved listing: its cover, name, place, price and rating, and the admin's two actions. */
export function ApprovedCard({ listing, onFailure }: ApprovedCardProps) {
  const text = useText(APPROVED_CARD_TEXT);
  const counts = useText(COUNT_CATALOGUE);
  const language = useLanguage();
  const places = usePlaceNames();
  return (
    <Card aria-label={listing.name}>
      <Cover>
        <ListingImage url={listing.imageUrls[0]} alt="" sizes="(max-width: 767px) 100vw, 280px" aspectRatio="16 / 10" />
        {listing.featured && <FeaturedBadge>{text.featured}</FeaturedBadge>}
      </Cover>
      <Body>
        <Name to={listingPath(listing._id)}>{listing.name}</Name>
        <Place>
          {places.town(listing.district, listing.city)}, {places.district(listing.district)}
        </Place>
        <Price type={listing.type} rent={listing.rent} rentType={listing.rentType} />
        <Rating>
          <Stars rating={listing.rating} size={14} />
          {countText(listing.numReviews, counts.review, language)}
        </Rating>
        <Actions>
          <DisapproveAction listing={listing} onFailure={onFailure} />
          <FeaturedToggle listing={listing} onFailure={onFailure} />
        </Actions>
      </Body>
    </Card>
  );
}
