import { useCallback, useState } from 'react';
import { COOKIE_CONSENT, type CookieConsent } from '@nivasa/contracts/limits';

function readConsent(): CookieConsent | null {
  try {
    const stored = localStorage.getItem(COOKIE_CONSENT.storageKey);
    return stored === COOKIE_CONSENT.accepted || stored === COOKIE_CONSENT.declined ? stored : null;
  } catch {
    return null;
  }
}

/** The visitor's cookie choice, remembered in localStorage once made. */
export function useCookieConsent() {
  const [consent, setConsent] = useState(readConsent);

  const choose = useCallback((choice: CookieConsent) => {
    try {
      localStorage.setItem(COOKIE_CONSENT.storageKey, choice);
    } catch {
      // Storage blocked: the choice holds for this visit only.
    }
    setConsent(choice);
  }, []);

  return { consent, choose };
}
