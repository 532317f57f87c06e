import styled from 'styled-components';
import type { ListingRevision } from '@nivasa/contracts/api';
import { formatNumber } from '@nivasa/contracts/format';
import type { ListingInputField } from '@nivasa/contracts/listing-schema';
import { isListingType } from '@nivasa/contracts/listing-types';
import { useText } from '@nivasa/session/language';
import { LISTING_CATALOGUE, LISTING_FIELD_LABELS_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { LISTING_TYPE_CATALOGUE } from '@nivasa/ui/listing-word-catalogues';
import { ListingImage } from '@nivasa/ui/listing/listing-image';
import { colors } from '@nivasa/ui/theme';
import { usePlaceNames } from '@nivasa/ui/place-names';

const Changes = styled.dl`
  margin: 8px 0 0;
  display: grid;
  gap: 6px;

  dt {
    font-weight: 600;
    font-size: 13px;
  }

  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
    align-items: center;
    overflow-wrap: anywhere;
  }
`;

const Kind = styled.span`
  display: inline-block;
  margin-top: 4px;
  padding: 0 8px;
  border-radius: 10px;
  font-size: 12px;
  color: ${colors.primary};
  background: ${colors.primarySoft};
`;

const Before = styled.del`
  color: ${colors.danger};
`;

const After = styled.ins`
  color: ${colors.primary};
  font-weight: 600;
  text-decoration: none;
`;

const Images = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Thumbnail = styled(ListingImage)`
  flex: none;
  width: 48px;
  border-radius: 4px;
`;

/**
 * A value as the form showed it: yes or no, the type's label, a number with separators, pictures,
 * a district or town in the page's language (a town by `district`, the one on the value's side), a pin's coordinates.
 */
function Value({ field, value, district }: { field: ListingInputField; value: unknown; district: string }) {
  const listingText = useText(LISTING_CATALOGUE);
  const types = useText(LISTING_TYPE_CATALOGUE);
  const labels = useText(LISTING_FIELD_LABELS_CATALOGUE);
  const places = usePlaceNames();
  if (value === null || value === undefined || value === '') return <>{listingText.valueNone}</>;
  if (typeof value === 'boolean') return <>{value ? listingText.valueYes : listingText.valueNo}</>;
  if (typeof value === 'number') return <>{formatNumber(value)}</>;
  if (field === 'type' && isListingType(value)) return <>{types[value].formLabel}</>;
  if (field === 'district' && typeof value === 'string') return <>{places.district(value)}</>;
  if (field === 'city' && typeof value === 'string') return <>{places.town(district, value)}</>;
  // A pin: its latitude and longitude, to about a metre.
  if (field === 'location' && typeof value === 'object' && 'lat' in value && 'lng' in value) {
    return <>{`${Number(value.lat).toFixed(5)}, ${Number(value.lng).toFixed(5)}`}</>;
  }
  if (Array.isArray(value)) {
    return (
      <Images>
        {value.map((url: string, index) => (
          <Thumbnail key={url} url={url} alt={`${labels[field]} ${index + 1}`} sizes="48px" />
        ))}
      </Images>
    );
  }
  return <>{String(value)}</>;
}

/** What a waiting revision changes, field by field: the live value, struck through, then the one asked for. */
export function RevisionChanges({ revision }: { revision: ListingRevision }) {
  const listingText = useText(LISTING_CATALOGUE);
  const labels = useText(LISTING_FIELD_LABELS_CATALOGUE);
  // The towns' districts: the new one after the change, the live one before it.
  const districtAfter = revision.listing.district;
  const districtChange = revision.changes.find(({ field }) => field === 'district');
  const districtBefore = typeof districtChange?.before === 'string' ? districtChange.before : districtAfter;
  return (
    <>
      <Kind>{listingText.changesToReview}</Kind>
      {revision.changes.length === 0 ? (
        <p>{listingText.noChangedFields}</p>
      ) : (
        <Changes aria-label={listingText.changesToReview}>
          {revision.changes.map(({ field, before, after }) => (
            <div key={field}>
              <dt>{labels[field]}</dt>
              <dd>
                <Before>
                  <Value field={field} value={before} district={districtBefore} />
                </Before>
                <span aria-hidden>→</span>
                <After>
                  <Value field={field} value={after} district={districtAfter} />
                </After>
              </dd>
            </div>
          ))}
        </Changes>
      )}
    </>
  );
}
