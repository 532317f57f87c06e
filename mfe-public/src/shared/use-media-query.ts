import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, known at the first render (a media query answers at once), so
 * a page does not first lay out one way and then change its mind; it follows later changes.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
