import styled, { css } from 'styled-components';
// By package name, so that a remote's own copy of this module still links through the one shared router.
import { Link } from '@nivasa/ui/router';
import { colors, radius } from '@nivasa/ui/theme';

/** Nivasa's primary action, as a link or a button: a filled pill in the brand colour. */
const primaryPill = css`
  display: inline-block;
  padding: 10px 24px;
  border: 0;
  border-radius: ${radius.pill};
  background: ${colors.primary};
  color: #fff;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${colors.primaryHover};
  }
`;

export const PrimaryLink = styled(Link)`
  ${primaryPill}
`;

export const PrimaryButton = styled.button`
  ${primaryPill}

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
