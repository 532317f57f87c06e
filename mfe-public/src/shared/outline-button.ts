import styled from 'styled-components';
import { colors, radius } from '@nivasa/ui/theme';

/** The quieter action beside a primary one (Show More, Try again): an outlined pill with room for a spinner. */
export const OutlineButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 44px;
  padding: 0 28px;
  border: 1px solid ${colors.primary};
  border-radius: ${radius.pill};
  background: ${colors.surface};
  color: ${colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${colors.primarySoft};
  }

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }

  &:focus-visible {
    outline: 3px solid ${colors.primary};
    outline-offset: 2px;
  }
`;
