import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { availabilityText } from '@nivasa/contracts/availability';
import { listingPath } from '@nivasa/contracts/paths';
import { ListingImage } from '@nivasa/ui/listing/listing-image';
import { countText } from '@nivasa/contracts/plural';
import { Price } from '@nivasa/ui/listing/price';
import { formatNumber } from '@nivasa/contracts/format';
import { usePlaceNames } from '@nivasa/ui/place-names';
import { useLanguage, useText } from '@nivasa/session/language';
import { COUNT_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { Stars } from '@nivasa/ui/listing/stars';
import { Link } from '@nivasa/ui/router';
import { colors, media, radius, shadow } from '@nivasa/ui/theme';
// One shared module holds the listing parts' catalogues, so their runtime is not copied into each part.
import { LISTING_CARD_TEXT } from '@nivasa/ui/listing/catalogues';
import { PhoneVerifiedBadge } from '@nivasa/ui/listing/phone-verified-badge';
import { UpdatedAgo } from '@nivasa/ui/listing/updated-ago';

/** The card's width beside others; on a phone it takes the column's width. */
export const LISTING_CARD_WIDTH = 330;

// What the browser needs to pick from the image's sizes before the layout is known.
const COVER_SIZES = `(max-width: 767px) calc(100vw - 32px), ${LISTING_CARD_WIDTH}px`;
const NARROW_COVER_SIZES = `(max-width: 767px) min(80vw, ${LISTING_CARD_WIDTH}px), ${LISTING_CARD_WIDTH}px`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  width: ${LISTING_CARD_WIDTH}px;
  max-width: 100%;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${colors.border};
  border-radius: ${radius.large};
  background: ${colors.surface};
  box-shadow: ${shadow.card};
  transition:
    box-shadow 0.2s,
    transform 0.2s;

  &:hover {
    box-shadow: ${shadow.raised};
    transform: translateY(-2px);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    &:hover {
      transform: none;
    }
  }

  ${media.mobile} {
    width: 100%;
  }
`;

// The name's link stretches over the picture and the text, so a press anywhere there opens the listing.
const Opener = styled.div`
  position: relative;
  flex: 1;
`;

const Cover = styled(ListingImage)<{ $narrow: boolean }>`
  && {
    height: 220px;
    aspect-ratio: auto;
  }

  ${media.mobile} {
    && {
      height: ${({ $narrow }) => ($narrow ? 180 : 320)}px;
    }
  }
`;

const Body = styled.div`
  display: grid;
  gap: 6px;
  padding: 14px 16px 16px;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1.05rem;
  font-weight: 700;
  line-height: 1.35;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const NameLink = styled(Link)`
  color: ${colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid ${colors.primary};
    outline-offset: -3px;
    border-radius: ${radius.large} ${radius.large} 0 0;
  }

  ${Card}:hover & {
    color: ${colors.primary};
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.92rem;
`;

const Icon = styled.svg`
  flex-shrink: 0;
  width: 16px;
  height: 16px;
  color: ${colors.primary};
`;

const CardPrice = styled(Price)`
  font-size: 1.05rem;
`;

const Separator = styled.span`
  color: ${colors.border};
`;

const Footer = styled.div`
  padding: 10px 16px 14px;
  border-top: 1px solid ${colors.border};
`;

function PinIcon() {
  return (
    <Icon viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  );
}

export interface ListingCardProps {
  /** A search's answer carries `distanceKm` when the search has a centre. */
  listing: Listing;
  action?: ReactNode;
  eager?: boolean;
  /** The name of the search's centre in the page's language: the card says how far the place is from it. */
  centre?: string;
  /** In a row that scrolls on a phone: narrower than the screen, with a shorter cover. */
  narrow?: boolean;
}

/**
 * A listing in a list: its cover (the card size, lazy unless `eager`), name, town and district,
 * how far it is from the search's centre, price, stars with the number of reviews, rooms and how
 * recently its owner renewed it (every card has that line, so cards in a row keep one height); the
 * picture and the text open the listing. `action` (the favourite button) sits in the card's
 * footer, with its messages under the card.
 */
export function ListingCard({ listing, action, eager = false, centre, narrow = false }: ListingCardProps) {
  const language = useLanguage();
  const text = useText(LISTING_CARD_TEXT);
  const counts = useText(COUNT_CATALOGUE);
  const places = usePlaceNames();
  const district = places.district(listing.district);
  const town = places.town(listing.district, listing.city);
  return (
    <Card aria-labelledby={`listing-card-${listing._id}`}>
      <Opener>
        <Cover
          url={listing.imageUrls[0]}
          alt={listing.name}
          sizes={narrow ? NARROW_COVER_SIZES : COVER_SIZES}
          eager={eager}
          $narrow={narrow}
        />
        <Body>
          <Name id={`listing-card-${listing._id}`}>
            <NameLink to={listingPath(listing._id)}>{listing.name}</NameLink>
          </Name>
          <Line>
            <PinIcon />
            {town === district ? district : text.where(town, district)}
          </Line>
          {centre && listing.distanceKm !== undefined && <Line>{text.distanceFrom(formatNumber(listing.distanceKm, 1), centre)}</Line>}
          <CardPrice type={listing.type} rent={listing.rent} rentType={listing.rentType} />
          <Line>
            <Stars rating={listing.rating} />
            <span>{listing.numReviews > 0 ? countText(listing.numReviews, counts.review, language) : text.noReviews}</span>
          </Line>
          <Line>{availabilityText(listing.availableFrom, language)}</Line>
          <Line>
            <span>{countText(listing.bedrooms, counts.bedroom, language)}</span>
            <Separator aria-hidden="true">•</Separator>
            <span>{countText(listing.bathrooms, counts.bathroom, language)}</span>
          </Line>
          <Line>
            <UpdatedAgo listing={listing} />
          </Line>
          {listing.ownerPhoneVerified && <PhoneVerifiedBadge />}
        </Body>
      </Opener>
      {action && <Footer>{action}</Footer>}
    </Card>
  );
}
