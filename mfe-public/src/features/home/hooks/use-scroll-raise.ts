import { useEffect, type RefObject } from 'react';

/** The scroll arrow's lift: its bottom offset is 2.5 × the scroll distance − 100 px, never below 0. */
export function raisedBottomOffset(scrollY: number): number {
  return Math.max(0, 2.5 * scrollY - 100);
}

/** Moves the element's bottom offset with the page's scroll, without re-rendering. */
export function useScrollRaise(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const update = () => {
      if (ref.current) ref.current.style.bottom = `${raisedBottomOffset(window.scrollY)}px`;
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [ref]);
}
