import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { formatDate } from '@nivasa/contracts/format';
import { useLanguage, useText } from '@nivasa/session/language';
import { LISTING_FIELD_LABELS_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { media } from '@nivasa/ui/theme';
import { PENDING_TABLE_TEXT } from '../messages';
import { DuplicatePhotos } from './duplicate-photos';
import { DESKTOP_COLUMN_WIDTHS, PhoneActions, PhoneListingCell, Thumbnail, Title } from './pending-listing-parts';

/** antd's table, drawn the same way (its header, padding and lines), so nothing moves when it takes over. */
const Rows = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: 14px;
  line-height: 1.5715;

  th {
    padding: 16px;
    background: #fafafa;
    font-weight: 600;
    text-align: start;
  }

  th,
  td {
    border-bottom: 1px solid #f0f0f0;
  }

  td {
    padding: 16px;
  }
`;

const DesktopRows = styled(Rows)`
  ${media.mobile} {
    display: none;
  }
`;

const PhoneRows = styled(Rows)`
  ${media.desktop} {
    display: none;
  }
`;

/**
 * The queue's rows before antd's Table and the actions' code have arrived: each listing's date,
 * picture and title, with the actions' columns kept empty. Both layouts are drawn and the screen's
 * width shows one, so the first paint needs no measuring.
 */
export function PendingRowsPreview({ items }: { items: Listing[] }) {
  const text = useText(PENDING_TABLE_TEXT);
  const nameLabel = useText(LISTING_FIELD_LABELS_CATALOGUE).name;
  const language = useLanguage();
  return (
    <div aria-busy="true">
      <DesktopRows>
        <colgroup>
          <col style={{ width: DESKTOP_COLUMN_WIDTHS.createdAt }} />
          <col style={{ width: DESKTOP_COLUMN_WIDTHS.image }} />
          <col />
          <col style={{ width: DESKTOP_COLUMN_WIDTHS.approve }} />
          <col style={{ width: DESKTOP_COLUMN_WIDTHS.delete }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{text.dateCreated}</th>
            <th scope="col">{text.image}</th>
            <th scope="col">{nameLabel}</th>
            <th scope="col">{text.approve}</th>
            <th scope="col">{text.delete}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((listing) => (
            <tr key={listing._id}>
              <td>{formatDate(listing.createdAt, language)}</td>
              <td>
                <Thumbnail url={listing.imageUrls[0]} alt="" sizes="96px" />
              </td>
              <td>
                <Title listing={listing} />
                <DuplicatePhotos listing={listing} />
              </td>
              <td />
              <td />
            </tr>
          ))}
        </tbody>
      </DesktopRows>
      <PhoneRows>
        <thead>
          <tr>
            <th scope="col">{text.pendingListing}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((listing) => (
            <tr key={listing._id}>
              <td>
                <PhoneListingCell listing={listing} created={text.created(formatDate(listing.createdAt, language))}>
                  <PhoneActions />
                </PhoneListingCell>
              </td>
            </tr>
          ))}
        </tbody>
      </PhoneRows>
    </div>
  );
}
