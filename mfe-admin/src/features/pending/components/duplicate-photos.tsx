import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { formatNumber } from '@nivasa/contracts/format';
import { listingPath } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { ListingImage } from '@nivasa/ui/listing/listing-image';
import { Link } from '@nivasa/ui/router';
import { colors } from '@nivasa/ui/theme';
import { DUPLICATE_PHOTOS_TEXT } from '../messages';

/** Pairs shown at once; a moderator who has seen three has seen enough to open the others. */
const PAIRS_SHOWN = 3;

const Box = styled.section`
  margin-top: 8px;
  padding: 8px;
  border: 1px solid ${colors.danger};
  border-radius: 6px;
  background: ${colors.dangerSoft};

  h3 {
    margin: 0 0 6px;
    font-size: 13px;
    color: ${colors.danger};
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 140px));
  gap: 8px;
  margin-bottom: 6px;

  figure {
    margin: 0;
  }

  figcaption {
    font-size: 12px;
    color: ${colors.text};
  }
`;

const OtherLink = styled(Link)`
  grid-column: 1 / -1;
  font-size: 13px;
`;

/**
 * A pending listing's photos that look like a photo of another owner's listing: each pair side
 * by side (this listing's, the other's) with a link to the other listing. Nothing when none.
 */
export function DuplicatePhotos({ listing }: { listing: Listing }) {
  const text = useText(DUPLICATE_PHOTOS_TEXT);
  const duplicates = listing.duplicatePhotos ?? [];
  if (duplicates.length === 0) return null;
  const hidden = duplicates.length - PAIRS_SHOWN;
  return (
    <Box aria-label={text.title} data-testid="duplicate-photos">
      <h3>{text.title}</h3>
      {duplicates.slice(0, PAIRS_SHOWN).map((duplicate) => (
        <Pair key={`${duplicate.photoUrl} ${duplicate.imageUrl} ${duplicate.listingId}`}>
          <figure>
            <ListingImage url={duplicate.photoUrl} alt={text.thisPhoto} sizes="140px" />
            <figcaption>{text.thisListing}</figcaption>
          </figure>
          <figure>
            <ListingImage url={duplicate.imageUrl} alt={text.otherPhoto} sizes="140px" />
            <figcaption>{text.otherListing}</figcaption>
          </figure>
          <OtherLink to={listingPath(duplicate.listingId)}>{text.openOther}</OtherLink>
        </Pair>
      ))}
      {hidden > 0 && <p>{text.more(formatNumber(hidden))}</p>}
    </Box>
  );
}
