import styled, { keyframes } from 'styled-components';
import { SPINNER_SIZE } from '@nivasa/contracts/limits';
import { colors } from '@nivasa/ui/theme';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** A decorative spinner; the element around it says what is loading. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  box-sizing: border-box;
  width: ${({ $size = SPINNER_SIZE.default }) => $size}px;
  height: ${({ $size = SPINNER_SIZE.default }) => $size}px;
  border: ${({ $size = SPINNER_SIZE.default }) => Math.max(2, Math.round($size / 9))}px solid ${colors.primarySoft};
  border-top-color: ${colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
