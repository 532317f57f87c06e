import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '@nivasa/ui/theme';

const PHONE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen is phone-sized, known at the first render (a media query answers at once),
 * so the page does not first lay out for a desktop and then change its mind.
 */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
