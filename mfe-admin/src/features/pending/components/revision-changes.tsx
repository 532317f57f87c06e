import styled from 'styled-components';
import type { ListingRevision } from '@nivasa/contracts/api';
import { formatNumber } from '@nivasa/contracts/format';
import type { ListingInputField } from '@nivasa/contracts/listing-schema';
import { isListingType, LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import { LISTING_FIELD_LABELS, LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { ListingImage } from '@nivasa/ui/listing/listing-image';
import { colors } from '@nivasa/ui/theme';

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

/** A value as the form showed it: yes or no, the type's label, a number with separators, pictures. */
function Value({ field, value }: { field: ListingInputField; value: unknown }) {
  if (value === null || value === undefined || value === '') return <>{LISTING_MESSAGES.valueNone}</>;
  if (typeof value === 'boolean') return <>{value ? LISTING_MESSAGES.valueYes : LISTING_MESSAGES.valueNo}</>;
  if (typeof value === 'number') return <>{formatNumber(value)}</>;
  if (field === 'type' && isListingType(value)) return <>{LISTING_TYPE_TEXT[value].formLabel}</>;
  if (Array.isArray(value)) {
    return (
      <Images>
        {value.map((url: string, index) => (
          <Thumbnail key={url} url={url} alt={`${LISTING_FIELD_LABELS[field]} ${index + 1}`} sizes="48px" />
        ))}
      </Images>
    );
  }
  return <>{String(value)}</>;
}

/** What a waiting revision changes, field by field: the live value, struck through, then the one asked for. */
export function RevisionChanges({ revision }: { revision: ListingRevision }) {
  return (
    <>
      <Kind>{LISTING_MESSAGES.changesToReview}</Kind>
      {revision.changes.length === 0 ? (
        <p>{LISTING_MESSAGES.noChangedFields}</p>
      ) : (
        <Changes aria-label={LISTING_MESSAGES.changesToReview}>
          {revision.changes.map(({ field, before, after }) => (
            <div key={field}>
              <dt>{LISTING_FIELD_LABELS[field]}</dt>
              <dd>
                <Before>
                  <Value field={field} value={before} />
                </Before>
                <span aria-hidden>→</span>
                <After>
                  <Value field={field} value={after} />
                </After>
              </dd>
            </div>
          ))}
        </Changes>
      )}
    </>
  );
}
