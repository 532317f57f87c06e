import styled from 'styled-components';
import { formatRupees, priceBasis, type PriceFields } from '@nivasa/contracts/price';
import { colors } from '@nivasa/ui/theme';

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

/** A listing's price: 'Rs. 45,000 / monthly' for a place to rent, 'Rs. 9,500,000' for a house for sale. */
export function Price({ className, ...listing }: PriceProps) {
  const basis = priceBasis(listing);
  return (
    <Amount className={className}>
      {formatRupees(listing.rent, 'en')}
      {basis && <Basis> / {basis}</Basis>}
    </Amount>
  );
}
