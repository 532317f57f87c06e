/**
 * Drives the provider's real sign-in over HTTP, as a browser would, and returns the ID token
 * it hands to the redirect URI. Tests use it; it needs only fetch.
 */
export interface TokenFlowOptions {
  issuer: string;
  clientId: string;
  redirectUri: string;
  email: string;
  name: string;
  emailVerified?: boolean;
  nonce: string;
}

class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export async function obtainIdToken(options: TokenFlowOptions): Promise<string> {
  const jar = new CookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  const authorize = new URL('/auth', options.issuer);
  authorize.search = new URLSearchParams({
    client_id: options.clientId,
    response_type: 'id_token',
    scope: 'openid email profile',
    redirect_uri: options.redirectUri,
    nonce: options.nonce,
    state: 'test-state',
  }).toString();

  let response = await go(authorize.toString());
  let location = new URL(response.headers.get('location') ?? '', options.issuer).toString();
  response = await go(location);
  if (response.status !== 200) throw new Error(`Sign-in page answered ${response.status}`);
  const form = new URLSearchParams({ email: options.email, name: options.name });
  if (options.emailVerified !== false) form.set('email_verified', 'on');
  response = await go(location, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  // Follow the provider's own redirects until it sends the browser back to the client.
  for (let hop = 0; hop < 5; hop += 1) {
    location = new URL(response.headers.get('location') ?? '', options.issuer).toString();
    if (location.startsWith(options.redirectUri)) break;
    response = await go(location);
  }
  const fragment = new URLSearchParams(new URL(location).hash.slice(1));
  const token = fragment.get('id_token');
  if (!token) throw new Error(`No ID token came back: ${fragment.get('error_description') ?? location}`);
  return token;
}
