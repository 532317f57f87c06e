import styled from 'styled-components';
import { colors, radius } from '@nivasa/ui/theme';
import { SectionTitle } from './section-title';

const Empty = styled.p`
  margin: 0;
  padding: 40px 24px;
  border: 1px dashed ${colors.border};
  border-radius: ${radius.large};
  background: ${colors.surface};
  color: ${colors.textMuted};
  text-align: center;
`;

/** The carousel arrives with the listings API; until then there is nothing to feature. */
export function FeaturedPlaces() {
  return (
    <section aria-labelledby="featured-title">
      <SectionTitle id="featured-title">Featured Places</SectionTitle>
      <Empty>No featured listings available.</Empty>
    </section>
  );
}
