import styled from 'styled-components';
import { media } from '@nivasa/ui/theme';

export const SectionTitle = styled.h2`
  margin: 0 0 20px;
  font-size: 1.6rem;
  letter-spacing: -0.01em;

  ${media.mobile} {
    font-size: 1.35rem;
  }
`;
