import { useEffect, type RefObject } from 'react';

/** The scroll arrow's lift: its bottom offset is 2.5 × the scroll distance − 100 px, never below 0. */
export function raisedBottomOffset(scrollY: number): number {
  return Math.max(0, 2.5 * scrollY - 100);
}

/**
 * Whether the arrow has something to point to: the content it leads to starts below the first
 * screen. Once any of it shows there (a wide, short screen), the arrow would only sit on it.
 */
export function contentBelowFirstScreen(contentTop: number, viewportHeight: number): boolean {
  return contentTop >= viewportHeight;
}

/**
 * Moves the arrow's bottom offset with the page's scroll, without re-rendering, and hides it
 * while the content it leads to (`below`) already starts on the first screen.
 */
export function useScrollRaise(arrow: RefObject<HTMLElement | null>, below: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const holder = arrow.current;
    const content = below.current;
    if (!holder || !content) return undefined;
    const raise = () => {
      holder.style.bottom = `${raisedBottomOffset(window.scrollY)}px`;
    };
    const placeOrHide = () => {
      const contentTop = content.getBoundingClientRect().top + window.scrollY;
      holder.toggleAttribute('hidden', !contentBelowFirstScreen(contentTop, window.innerHeight));
      raise();
    };
    placeOrHide();
    window.addEventListener('scroll', raise, { passive: true });
    window.addEventListener('resize', placeOrHide);
    return () => {
      window.removeEventListener('scroll', raise);
      window.removeEventListener('resize', placeOrHide);
    };
  }, [arrow, below]);
}
