import styled from 'styled-components';
import { useText } from '@nivasa/session/language';
import { colors } from '@nivasa/ui/theme';
import { LISTING_CARD_TEXT } from '@nivasa/ui/listing/catalogues';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${colors.success};
  font-size: 0.9rem;
  font-weight: 600;
`;

const Check = styled.svg`
  flex-shrink: 0;
  width: 16px;
  height: 16px;
`;

/** "Phone verified": the listing's owner proved their number by a code sent to it by SMS. */
export function PhoneVerifiedBadge({ className }: { className?: string }) {
  const text = useText(LISTING_CARD_TEXT);
  return (
    <Badge className={className} data-testid="phone-verified">
      <Check viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2">
        <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" />
        <path d="M8.5 12l2.5 2.5 4.5-5" />
      </Check>
      {text.phoneVerified}
    </Badge>
  );
}
