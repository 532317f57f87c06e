import styled from 'styled-components';
import { useText } from '@nivasa/session/language';
import { colors } from '@nivasa/ui/theme';
// One shared module holds the listing parts' catalogues, so their runtime is not copied into each part.
import { STARS_TEXT } from '@nivasa/ui/listing/catalogues';

const STAR_COUNT = 5;
const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z';

const Row = styled.span<{ $size: number }>`
  position: relative;
  display: inline-block;
  flex-shrink: 0;
  height: ${({ $size }) => $size}px;
  line-height: 0;
  white-space: nowrap;

  svg {
    width: ${({ $size }) => $size}px;
    height: ${({ $size }) => $size}px;
  }
`;

const Empty = styled.span`
  color: ${colors.border};
`;

// The gold stars on top, cut at the rating's share of the width: 4.5 fills four and a half.
const Filled = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
  color: ${colors.accent};
`;

function StarRow() {
  return Array.from({ length: STAR_COUNT }, (_, index) => (
    <svg key={index} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  ));
}

/** Five stars filled up to the rating (halves and tenths too), read out as 'Rated 4.5 out of 5'. */
export function Stars({ rating, size = 16, className }: { rating: number; size?: number; className?: string }) {
  const text = useText(STARS_TEXT);
  const share = Math.min(Math.max(rating, 0), STAR_COUNT) / STAR_COUNT;
  return (
    <Row role="img" aria-label={text.rated(Math.round(rating * 10) / 10, STAR_COUNT)} className={className} $size={size}>
      <Empty>
        <StarRow />
      </Empty>
      <Filled style={{ width: `${share * 100}%` }}>
        <StarRow />
      </Filled>
    </Row>
  );
}
