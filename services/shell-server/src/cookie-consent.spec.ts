import { COOKIE_BANNER_ID } from '@nivasa/contracts/federation';
import { hasChosenCookies, withoutCookieBanner } from './cookie-consent';

describe('the cookie banner in the HTML', () => {
  it('is for visitors whose choice did not come with the request', () => {
    expect(hasChosenCookies('access_token=abc; cookieConsent=accepted')).toBe(true);
    expect(hasChosenCookies('cookieConsent=declined')).toBe(true);
    expect(hasChosenCookies(undefined)).toBe(false);
    expect(hasChosenCookies('cookieConsent=')).toBe(false);
    expect(hasChosenCookies('cookieConsent=maybe; xcookieConsent=accepted')).toBe(false);
  });

  it('is taken out whole, and nothing else', () => {
    const page = `<main><section aria-label="Listings">rooms</section></main><section id="${COOKIE_BANNER_ID}" class="a" aria-label="Cookie consent"><p>We use cookies <a href="/privacy">Privacy</a></p><div><button type="button">Decline</button></div></section><script src="/main.js"></script>`;
    expect(withoutCookieBanner(page)).toBe('<main><section aria-label="Listings">rooms</section></main><script src="/main.js"></script>');
    expect(withoutCookieBanner('<main></main>')).toBe('<main></main>');
  });
});
