import { useRef, type RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { colors, shadow } from '@nivasa/ui/theme';
import { useScrollRaise } from '../hooks/use-scroll-raise';
import { useText } from '@nivasa/session/language';
import { SCROLL_DOWN_ARROW_TEXT } from '../messages';

const bounce = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-10px); }
`;

const Holder = styled.div`
  position: fixed;
  left: 50%;
  bottom: 0;
  z-index: 10;
  transform: translateX(-50%);
  padding-bottom: 16px;
  pointer-events: none;
`;

const Arrow = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${colors.surface};
  color: ${colors.primary};
  box-shadow: ${shadow.raised};
  cursor: pointer;
  pointer-events: auto;
  animation: ${bounce} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Points to `below`, the content under the first screen; hidden while that content already shows. */
export function ScrollDownArrow({ below }: { below: RefObject<HTMLElement | null> }) {
  const text = useText(SCROLL_DOWN_ARROW_TEXT);
  const holder = useRef<HTMLDivElement>(null);
  useScrollRaise(holder, below);

  return (
    <Holder ref={holder}>
      <Arrow type="button" aria-label={text.label} onClick={() => window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'smooth' })}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.4">
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Arrow>
    </Holder>
  );
}
