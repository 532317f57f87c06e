import { useCallback, useEffect, useState } from 'react';
import { COOKIE_CONSENT, type CookieConsent } from '@nivasa/contracts/limits';

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The choice as a cookie too, so the shell's server leaves the banner out of the next pages' HTML. */
function tellServer(choice: CookieConsent): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_CONSENT.storageKey}=${choice}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax${secure}`;
}

function readConsent(): CookieConsent | null {
  try {
    const stored = localStorage.getItem(COOKIE_CONSENT.storageKey);
    return stored === COOKIE_CONSENT.accepted || stored === COOKIE_CONSENT.declined ? stored : null;
  } catch {
    return null;
  }
}

/** The visitor's cookie choice, remembered in localStorage once made, and told to the server (also for a choice made before it was). */
export function useCookieConsent() {
  const [consent, setConsent] = useState(readConsent);
  useEffect(() => {
    if (consent) tellServer(consent);
  }, [consent]);

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
