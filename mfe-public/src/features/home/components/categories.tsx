import { Link } from '@nivasa/ui/router';
import styled from 'styled-components';
import { LISTING_TYPES } from '@nivasa/contracts/listing-types';
import { useText } from '@nivasa/session/language';
import { LISTING_TYPE_CATALOGUE } from '@nivasa/ui/listing-word-catalogues';
import { colors, radius } from '@nivasa/ui/theme';
import { searchPath } from '@nivasa/contracts/paths';
import { SectionTitle } from './section-title';
import { CATEGORIES_TEXT } from '../messages';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CategoryLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  min-height: 54px;
  padding: 10px 14px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.medium};
  background: ${colors.surface};
  color: ${colors.text};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  transition:
    border-color 0.15s,
    color 0.15s,
    transform 0.15s;

  &:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
    transform: translateY(-1px);
  }
`;

export function Categories() {
  const text = useText(CATEGORIES_TEXT);
  const typeText = useText(LISTING_TYPE_CATALOGUE);
  return (
    <section aria-labelledby="categories-title">
      <SectionTitle id="categories-title">{text.title}</SectionTitle>
      <Grid>
        {LISTING_TYPES.map((type) => (
          <li key={type}>
            <CategoryLink to={searchPath({ type })}>{typeText[type].categoryLabel}</CategoryLink>
          </li>
        ))}
      </Grid>
    </section>
  );
}
