import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import type { ListingDetail } from '@nivasa/contracts/api';
import { availabilityText } from '@nivasa/contracts/availability';
import { formatNumber } from '@nivasa/contracts/format';
import { FACILITIES, type Facility } from '@nivasa/contracts/listing-types';
import { listingPath, searchPath } from '@nivasa/contracts/paths';
import { countText } from '@nivasa/contracts/plural';
import { PhoneVerifiedBadge } from '@nivasa/ui/listing/phone-verified-badge';
import { UpdatedAgo } from '@nivasa/ui/listing/updated-ago';
import { priceText } from '@nivasa/ui/listing/listing-facts';
import { useLanguage, useText } from '@nivasa/session/language';
import { AVAILABILITY_CATALOGUE, FACILITY_CATALOGUE, LISTING_TYPE_CATALOGUE } from '@nivasa/ui/listing-word-catalogues';
import { COUNT_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { Price } from '@nivasa/ui/listing/price';
import { Stars } from '@nivasa/ui/listing/stars';
import { PageContainer } from '@nivasa/ui/layout';
import { Link } from '@nivasa/ui/router';
import { colors, media, radius, shadow } from '@nivasa/ui/theme';
import { useDocumentMeta } from '../hooks/use-document-meta';
import { listingDescription } from '../lib/listing-meta';
import { usePlaceNames } from '@nivasa/ui/place-names';
import { ContactBox } from './contact-box';
import {
  AirConditioningIcon,
  AreaIcon,
  BathIcon,
  BedIcon,
  DoorIcon,
  FurnishedIcon,
  HotWaterIcon,
  KitchenIcon,
  ParkingIcon,
  PinIcon,
} from './icons';
import { ListingGallery } from './listing-gallery';
import { OwnerBox } from './owner-box';
import { ShareButton } from './share-button';
import { LISTING_DETAILS_TEXT } from '../messages';

// The name, photos and text on the left, the price and the ways to act beside them; on phones
// the photos come first, then the name, the price and contact, the text after them.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  grid-template-areas:
    'header side'
    'gallery side'
    'body side';
  grid-template-rows: auto auto 1fr;
  column-gap: 40px;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'gallery'
      'header'
      'side'
      'body';
    grid-template-rows: none;
  }
`;

const Gallery = styled.div`
  grid-area: gallery;
`;

const Header = styled.header`
  grid-area: header;
  display: grid;
  gap: 10px;
  padding: 0 0 20px;

  ${media.mobile} {
    padding: 16px 0 20px;
  }
`;

const HeaderTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const TypeBadge = styled(Link)`
  padding: 3px 12px;
  border-radius: ${radius.pill};
  background: ${colors.primarySoft};
  color: ${colors.primary};
  font-size: 0.85rem;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: #cfe8e3;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 3vw, 2.1rem);
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const Updated = styled(UpdatedAgo)`
  color: ${colors.textMuted};
  font-size: 0.92rem;
`;

const Place = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  color: ${colors.textMuted};
`;

const RatingRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  color: ${colors.textMuted};

  strong {
    color: ${colors.text};
  }

  a {
    color: inherit;
  }
`;

const Body = styled.div`
  grid-area: body;
  min-width: 0;
  padding-top: 12px;
`;

const Side = styled.aside`
  grid-area: side;
  align-self: start;
  display: grid;
  gap: 16px;

  ${media.desktop} {
    position: sticky;
    top: 88px;

    /* An open form (a message to the owner, a report) can make the column taller than the window:
       it then scrolls with the page, so the form's buttons stay within reach. */
    &:has(form) {
      position: static;
    }
  }
`;

const Card = styled.section`
  display: grid;
  gap: 18px;
  padding: 22px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.large};
  background: ${colors.surface};
  box-shadow: ${shadow.card};

  ${media.mobile} {
    padding: 18px;
  }
`;

const BigPrice = styled(Price)`
  font-size: 1.5rem;
  white-space: normal;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  margin: 0;

  div {
    padding: 10px 12px;
    border-radius: ${radius.medium};
    background: ${colors.background};
  }

  dt {
    display: flex;
    align-items: center;
    gap: 6px;
    color: ${colors.textMuted};
    font-size: 0.85rem;
  }

  svg {
    color: ${colors.primary};
  }

  dd {
    margin: 2px 0 0;
    font-size: 1.05rem;
    font-weight: 600;
  }
`;

const Section = styled.section`
  padding: 24px 0;
  border-top: 1px solid ${colors.border};

  &:first-child {
    border-top: 0;
  }

  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
  }

  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
    line-height: 1.6;
  }
`;

const Facilities = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 10px 14px;
    border: 1px solid ${colors.border};
    border-radius: ${radius.medium};
    background: ${colors.surface};
  }

  svg {
    flex-shrink: 0;
    color: ${colors.primary};
  }
`;

const Address = styled.address`
  display: flex;
  gap: 10px;
  font-style: normal;
  line-height: 1.6;

  svg {
    flex-shrink: 0;
    margin-top: 3px;
    color: ${colors.primary};
  }
`;

const MoreLink = styled(Link)`
  display: inline-block;
  margin-top: 12px;
  color: ${colors.primary};
  font-weight: 600;
`;

// On phones the price and the way to reach the owner stay at hand at the bottom of the screen,
// until the page's end (sticky, not fixed: it gives way to the footer).
const ActionBar = styled.div`
  display: none;

  ${media.mobile} {
    position: sticky;
    bottom: 0;
    z-index: 5;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    margin: 0 -16px -40px;
    padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
    border-top: 1px solid ${colors.border};
    background: rgba(255, 255, 255, 0.97);
    box-shadow: 0 -4px 16px rgba(16, 42, 40, 0.08);
  }
`;

// The amount and its basis each keep to one line; the basis goes below when both do not fit (Tamil).
const BarPrice = styled(Price)`
  display: flex;
  flex-wrap: wrap;
  column-gap: 0.3em;
  min-width: 0;
  font-size: 1rem;
`;

// A long label (Sinhala, Tamil) wraps inside the button rather than pushing it off the screen.
const BarAction = styled.a`
  flex-shrink: 1;
  min-width: 0;
  max-width: 64%;
  text-align: center;
  line-height: 1.3;
  overflow-wrap: break-word;
  padding: 10px 14px;
  font-size: 0.95rem;
  border-radius: ${radius.pill};
  background: ${colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    color: #fff;
    background: ${colors.primaryHover};
  }
`;

const FACILITY_ICONS: Record<Facility, typeof ParkingIcon> = {
  parking: ParkingIcon,
  furnished: FurnishedIcon,
  kitchen: KitchenIcon,
  hotwater: HotWaterIcon,
  aircondition: AirConditioningIcon,
};

export interface ListingSlots {
  /** The favourite button, which belongs to the favourites feature; the page brings it. */
  favoriteButton?: ReactNode;
  /** The listing's reviews, from the reviews feature. */
  reviews?: (listing: ListingDetail) => ReactNode;
  /** The listing's area on a map, from the map feature. */
  areaMap?: (listing: ListingDetail) => ReactNode;
  /** "Report this listing", from the report feature; not shown to the owner. */
  report?: ReactNode;
  /** "Write to the owner" in the contact box, from the enquiries feature; not shown to the owner. */
  enquiry?: (listing: ListingDetail) => ReactNode;
}

/** A link to a part of this page that scrolls there without adding to the history (the router's). */
const jumpTo = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
};

function Rating({ listing }: { listing: ListingDetail }) {
  const text = useText(LISTING_DETAILS_TEXT);
  const counts = useText(COUNT_CATALOGUE);
  const language = useLanguage();
  if (listing.numReviews === 0) {
    return (
      <RatingRow>
        <Stars rating={0} />{' '}
        <a href="#reviews" onClick={jumpTo('reviews')}>
          {text.noReviews}
        </a>
      </RatingRow>
    );
  }
  return (
    <RatingRow>
      <Stars rating={listing.rating} size={18} />
      <strong>{(Math.round(listing.rating * 10) / 10).toFixed(1)}</strong>
      <a href="#reviews" onClick={jumpTo('reviews')}>
        ({countText(listing.numReviews, counts.review, language)})
      </a>
    </RatingRow>
  );
}

/**
 * One listing: photos, what and where it is, its price, rooms and facilities, the ways to reach
 * the owner (or, for the owner, the listing's state), and its reviews.
 */
export function ListingDetails({ listing, favoriteButton, reviews, areaMap, report, enquiry }: { listing: ListingDetail } & ListingSlots) {
  const text = useText(LISTING_DETAILS_TEXT);
  const typeText = useText(LISTING_TYPE_CATALOGUE);
  const facilityText = useText(FACILITY_CATALOGUE);
  const availability = useText(AVAILABILITY_CATALOGUE);
  const places = usePlaceNames();
  const language = useLanguage();
  const typeLabel = typeText[listing.type].label;
  const district = places.district(listing.district);
  const city = places.town(listing.district, listing.city);
  useDocumentMeta(
    text.pageTitle(listing.name),
    listingDescription(text.descriptionHead(typeLabel, city, district, priceText(listing, language)), listing.description),
  );
  const facilities = FACILITIES.filter((facility) => listing[facility]);
  return (
    <PageContainer>
      <Layout>
        <Gallery>
          <ListingGallery name={listing.name} imageUrls={listing.imageUrls} />
        </Gallery>
        <Header>
          <HeaderTop>
            <TypeBadge to={searchPath({ type: listing.type })}>{typeLabel}</TypeBadge>
            <ShareButton path={listingPath(listing._id)} title={listing.name} text={text.shareText(typeLabel, city, district)} />
          </HeaderTop>
          <Title id="listing-title">{listing.name}</Title>
          <Place>
            <PinIcon size={18} />
            {city}, {district}
          </Place>
          <Rating listing={listing} />
          <Updated listing={listing} />
          {listing.ownerPhoneVerified && <PhoneVerifiedBadge />}
        </Header>
        <Side>
          {listing.isOwner && <OwnerBox listing={listing} />}
          <Card aria-label={text.priceAndContact}>
            <BigPrice type={listing.type} rent={listing.rent} rentType={listing.rentType} />
            <Facts>
              <div>
                <dt>
                  <DoorIcon /> {text.bedrooms}
                </dt>
                <dd>{listing.bedrooms}</dd>
              </div>
              <div>
                <dt>
                  <BedIcon /> {text.beds}
                </dt>
                <dd>{listing.beds}</dd>
              </div>
              <div>
                <dt>
                  <BathIcon /> {text.bathrooms}
                </dt>
                <dd>{listing.bathrooms}</dd>
              </div>
              <div>
                <dt>
                  <AreaIcon /> {text.area}
                </dt>
                <dd>{text.areaValue(formatNumber(listing.area))}</dd>
              </div>
              <div>
                <dt>
                  <DoorIcon /> {availability.label}
                </dt>
                <dd>{availabilityText(listing.availableFrom, language)}</dd>
              </div>
            </Facts>
            {favoriteButton}
            {!listing.isOwner && <ContactBox listing={listing} enquiry={enquiry?.(listing)} />}
          </Card>
          {!listing.isOwner && report}
        </Side>
        <Body>
          <Section aria-labelledby="description-title">
            <h2 id="description-title">{text.description}</h2>
            <p>{listing.description}</p>
          </Section>
          {listing.rules && (
            <Section aria-labelledby="terms-title">
              <h2 id="terms-title">{text.terms}</h2>
              <p>{listing.rules}</p>
            </Section>
          )}
          <Section aria-labelledby="facilities-title">
            <h2 id="facilities-title">{text.facilities}</h2>
            {facilities.length > 0 ? (
              <Facilities>
                {facilities.map((facility) => {
                  const Icon = FACILITY_ICONS[facility];
                  return (
                    <li key={facility}>
                      <Icon />
                      {facilityText[facility]}
                    </li>
                  );
                })}
              </Facilities>
            ) : (
              <p>{text.noFacilities}</p>
            )}
          </Section>
          <Section aria-labelledby="location-title">
            <h2 id="location-title">{text.location}</h2>
            <Address>
              <PinIcon />
              <span>
                {listing.address}
                <br />
                {city}, {district}
              </span>
            </Address>
            {areaMap?.(listing)}
            <MoreLink to={searchPath({ district: listing.district })}>{text.morePlacesIn(district)}</MoreLink>
          </Section>
          {reviews?.(listing)}
        </Body>
      </Layout>
      {!listing.isOwner && (
        <ActionBar>
          <BarPrice type={listing.type} rent={listing.rent} rentType={listing.rentType} />
          <BarAction href="#contact" onClick={jumpTo('contact')}>
            {text.contactOwner}
          </BarAction>
        </ActionBar>
      )}
    </PageContainer>
  );
}
