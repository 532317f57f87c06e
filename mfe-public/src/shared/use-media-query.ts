import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * What media queries answer on the server, which has no screen: none matches unless a server
 * render draws a page for one kind of screen (src/app/server-rendered.tsx draws phone and desktop).
 */
export const ServerMediaContext = createContext<(query: string) => boolean>(() => false);

/**
 * Whether a media query matches, known at the first render (a media query answers at once), so
 * a page does not first lay out one way and then change its mind; it follows later changes.
 */
export function useMediaQuery(query: string): boolean {
  const serverMatches = useContext(ServerMediaContext);
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
    () => serverMatches(query),
  );
}
