import styled from 'styled-components';
import type { ListingDetail } from '@nivasa/contracts/api';
import { LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import { searchPath } from '@nivasa/contracts/paths';
import { Link } from '@nivasa/ui/router';
import { PageContainer } from '@nivasa/ui/layout';
import { Price } from '@nivasa/ui/listing/price';
import { colors, media, radius, shadow } from '@nivasa/ui/theme';
import { ListingGallery } from './listing-gallery';
import { OwnerBox } from './owner-box';

// Photos and text on the left, the summary beside them; on phones the summary comes right after the photos.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  grid-template-areas:
    'gallery side'
    'body side';
  column-gap: 32px;
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'gallery'
      'side'
      'body';
    row-gap: 20px;
  }
`;

const Gallery = styled.div`
  grid-area: gallery;
`;

const Body = styled.div`
  grid-area: body;
`;

const Side = styled.aside`
  grid-area: side;
  display: grid;
  gap: 16px;

  ${media.mobile} {
    /* The name and price first, the owner's box after them. */
    & > section:last-child {
      order: -1;
    }
  }
`;

const Card = styled.section`
  padding: 20px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.large};
  background: ${colors.surface};
  box-shadow: ${shadow.card};
`;

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: clamp(1.5rem, 3vw, 2rem);
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const Place = styled.p`
  margin: 0 0 12px;
  color: ${colors.textMuted};
`;

const TypeBadge = styled(Link)`
  display: inline-block;
  margin-bottom: 12px;
  padding: 2px 12px;
  border-radius: ${radius.pill};
  background: ${colors.primarySoft};
  color: ${colors.primary};
  font-size: 0.85rem;
  font-weight: 600;
  text-decoration: none;
`;

const BigPrice = styled(Price)`
  font-size: 1.4rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 16px 0 0;

  div {
    padding: 10px 12px;
    border-radius: ${radius.medium};
    background: ${colors.background};
  }

  dt {
    color: ${colors.textMuted};
    font-size: 0.85rem;
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Section = styled.section`
  margin-top: 28px;

  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }

  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Facilities = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 4px 12px;
    border: 1px solid ${colors.border};
    border-radius: ${radius.pill};
    background: ${colors.surface};
  }
`;

const FACILITY_LABELS = {
  parking: 'Parking',
  furnished: 'Furnished',
  kitchen: 'Kitchen',
  hotwater: 'Hot water',
  aircondition: 'Air conditioning',
} as const;

const FACILITIES = Object.keys(FACILITY_LABELS) as (keyof typeof FACILITY_LABELS)[];

/** One listing: photos, what and where it is, its price and rooms, and its owner's box for the owner. */
export function ListingDetails({ listing }: { listing: ListingDetail }) {
  const facilities = FACILITIES.filter((facility) => listing[facility]);
  return (
    <PageContainer>
      <Layout>
        <Gallery>
          <ListingGallery name={listing.name} imageUrls={listing.imageUrls} />
        </Gallery>
        <Body>
          <Section aria-labelledby="description-title">
            <h2 id="description-title">Description</h2>
            <p>{listing.description}</p>
          </Section>
          {listing.rules && (
            <Section aria-labelledby="terms-title">
              <h2 id="terms-title">Terms</h2>
              <p>{listing.rules}</p>
            </Section>
          )}
          <Section aria-labelledby="facilities-title">
            <h2 id="facilities-title">Facilities</h2>
            {facilities.length > 0 ? (
              <Facilities>
                {facilities.map((facility) => (
                  <li key={facility}>{FACILITY_LABELS[facility]}</li>
                ))}
              </Facilities>
            ) : (
              <p>None listed.</p>
            )}
          </Section>
        </Body>
        <Side>
          {listing.isOwner && <OwnerBox listing={listing} />}
          <Card aria-labelledby="listing-title">
            <TypeBadge to={searchPath({ type: listing.type })}>{LISTING_TYPE_TEXT[listing.type].label}</TypeBadge>
            <Title id="listing-title">{listing.name}</Title>
            <Place>
              {listing.city}, {listing.district}
              <br />
              {listing.address}
            </Place>
            <BigPrice type={listing.type} rent={listing.rent} rentType={listing.rentType} />
            <Facts>
              <div>
                <dt>Bedrooms</dt>
                <dd>{listing.bedrooms}</dd>
              </div>
              <div>
                <dt>Beds</dt>
                <dd>{listing.beds}</dd>
              </div>
              <div>
                <dt>Bathrooms</dt>
                <dd>{listing.bathrooms}</dd>
              </div>
              <div>
                <dt>Area</dt>
                <dd>{listing.area.toLocaleString('en-US')} sqft</dd>
              </div>
            </Facts>
          </Card>
        </Side>
      </Layout>
    </PageContainer>
  );
}
