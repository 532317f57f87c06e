import styled from 'styled-components';
import { colors, media, radius, shadow } from '@nivasa/ui/theme';

/** The content column every page sits in. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 32px 24px 56px;

  ${media.mobile} {
    padding: 20px 16px 40px;
  }
`;

/** A side menu beside the main area; stacked above it on small screens. */
export const SidebarLayout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: 24px;
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Panel = styled.section`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.large};
  box-shadow: ${shadow.card};
  padding: 24px;

  ${media.mobile} {
    padding: 18px;
  }
`;

/** The heading of an account or dashboard page. */
export const PageTitle = styled.h1`
  margin: 0 0 24px;
  font-size: 1.9rem;
`;
