import styled from 'styled-components';
import { hasRentBasis, type ListingType } from '@nivasa/contracts/listing-types';
import type { RentType } from '@nivasa/contracts/rent-types';
import { colors } from '../theme';

/** The fields of a listing its price is made of. */
export interface PriceProps {
  type: ListingType;
  /** Rupees: the rent per `rentType`, or the asking price of a house for sale. */
  rent: number;
  rentType?: RentType;
  className?: string;
}

// Thousands in groups of three (9,500,000), as prices are written on Nivasa; no cents.
const RUPEES = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

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
export function Price({ type, rent, rentType, className }: PriceProps) {
  return (
    <Amount className={className}>
      Rs. {RUPEES.format(rent)}
      {hasRentBasis(type) && rentType && <Basis> / {rentType}</Basis>}
    </Amount>
  );
}
