import { useCallback, useEffect, useState } from 'react';

/**
 * Where a looping carousel of `count` slides stands. The track holds a copy of the last slide
 * before the first and of the first after the last, so going on from the last slides forward
 * onto the copy; once there, `settle` jumps without animation to the slide it copies.
 */
export interface CarouselPosition {
  /** 0 is the copy of the last slide, 1 to count the slides, count + 1 the copy of the first. */
  track: number;
  /** Whether the move to `track` slides (a jump back from a copy does not). */
  animated: boolean;
}

/** The slide a track position shows, 0-based. */
export function slideAt(track: number, count: number): number {
  return (((track - 1) % count) + count) % count;
}

/** One step forward or back; refused (null) while a copy is on show, until it settles. */
export function step({ track }: CarouselPosition, count: number, by: 1 | -1): CarouselPosition | null {
  if (track < 1 || track > count) return null;
  return { track: track + by, animated: true };
}

/** From a copy, the real slide it shows, without animation; elsewhere, where it is. */
export function settle(position: CarouselPosition, count: number): CarouselPosition {
  if (position.track === 0) return { track: count, animated: false };
  if (position.track === count + 1) return { track: 1, animated: false };
  return position;
}

export interface CarouselOptions {
  count: number;
  speedMs: number;
  autoplayMs: number;
  /** Hovered or focused: autoplay waits. */
  paused: boolean;
}

/** Steps, jumps to a slide and autoplays a looping carousel; with one slide it stays put. */
export function useCarousel({ count, speedMs, autoplayMs, paused }: CarouselOptions) {
  const [position, setPosition] = useState<CarouselPosition>({ track: 1, animated: false });
  const looping = count > 1;

  const move = useCallback((by: 1 | -1) => setPosition((current) => step(current, count, by) ?? current), [count]);
  const goTo = useCallback((slide: number) => setPosition({ track: slide + 1, animated: true }), []);

  // A copy settles when its slide-in has run, by a timer rather than transitionend, which
  // never fires where motion is reduced and the transition is off.
  useEffect(() => {
    const settled = settle(position, count);
    if (settled === position) return;
    const timer = setTimeout(() => setPosition(settled), speedMs);
    return () => clearTimeout(timer);
  }, [position, count, speedMs]);

  useEffect(() => {
    if (!looping || paused) return;
    const timer = setTimeout(() => move(1), autoplayMs);
    return () => clearTimeout(timer);
  }, [looping, paused, position, autoplayMs, move]);

  return { position, current: slideAt(position.track, count), looping, next: () => move(1), previous: () => move(-1), goTo };
}
