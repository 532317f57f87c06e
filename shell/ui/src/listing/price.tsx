import styled from 'styled-components';
import { formatRupees, priceBasis, type PriceFields } from '@nivasa/contracts/price';
import { useLanguage, useText } from '@nivasa/session/language';
import { colors } from '@nivasa/ui/theme';
// One shared module holds the listing parts' catalogues, so their runtime is not copied into each part.
import { PRICE_TEXT } from '@nivasa/ui/listing/catalogues';

export interface PriceProps extends PriceFields {
  className?: string;
}

const Amount = styled.span`
  font-weight: 700;
  color: ${colors.text};
  white-space: nowrap;
`;

const Basis = styled.span`
  font-weight: 400;
  color: ${colors.textMuted};
`;

/** A listing's price: 'Rs. 45,000 / monthly' for a place to rent, 'Rs. 9,500,000' for a house for sale, in the page's language. */
export function Price({ className, ...listing }: PriceProps) {
  const language = useLanguage();
  const text = useText(PRICE_TEXT);
  const basis = priceBasis(listing);
  return (
    <Amount className={className}>
      {formatRupees(listing.rent, language)}
      {basis && <Basis> / {text.basis[basis]}</Basis>}
    </Amount>
  );
}
