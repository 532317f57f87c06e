import request from 'supertest';
import { type Actor, useWorld } from './support/actors';
import { registeredRoutes, routeKey } from './support/routes';
import { allowedActor, caseName, ROUTE_CASES, ROUTE_WALK, walkCase } from './support/route-walk';

/**
 * The rule for caching API answers: none is stored anywhere (`no-store`), except the successful
 * answers of these reads, which read no session and so are the same for everyone.
 */
const PUBLIC_READS: Record<string, RegExp> = {
  'GET /api/listing/home': /^public, max-age=\d+$/,
  'GET /api/listing/sitemap': /^public, max-age=\d+$/,
  'GET /api/images/:id': /^public, max-age=31536000, immutable$/,
  'GET /api/docs/openapi.json': /^public, max-age=\d+$/,
  'GET /api/docs': /^public, max-age=\d+$/,
};

/** The one API answer that is a document, the reference page: it may use its own hashed style and nothing else. */
const OWN_POLICIES: Record<string, RegExp> = {
  'GET /api/docs': /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; frame-ancestors 'none'$/,
};

/** What every API answer carries: JSON and images are no documents, so they may load nothing and be framed nowhere. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
};

function securityHeadersOf(response: request.Response) {
  return {
    ...Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, response.headers[name]])),
    'x-powered-by': response.headers['x-powered-by'],
  };
}

describe('response headers of every API route, for a visitor and a signed-in user', () => {
  const { app, world } = useWorld();

  it('walks every route the app serves', () => {
    expect(Object.keys(ROUTE_WALK).sort()).toEqual(registeredRoutes(app()).map(routeKey).sort());
  });

  it.each(ROUTE_CASES.map(({ key, routeCase }) => [caseName(key, routeCase), key, routeCase] as const))(
    '%s: security headers, and no-store unless a public read',
    async (_name, key, routeCase) => {
      // Signed in: whoever the route serves, or the owner where it serves no one.
      const actors: Actor[] = ['visitor', allowedActor(routeCase) ?? 'owner'];
      const responses = await Promise.all(actors.map((actor) => walkCase(world(), routeCase, actor)));
      const answers = new Map(actors.map((actor, index) => [actor, responses[index]!]));
      for (const [actor, response] of answers) {
        expect({ actor, status: response.status, ...securityHeadersOf(response) }).toEqual({
          actor,
          status: routeCase.expect[actor],
          ...SECURITY_HEADERS,
          ...(OWN_POLICIES[key] ? { 'content-security-policy': expect.stringMatching(OWN_POLICIES[key]) } : {}),
          'x-powered-by': undefined,
        });
        const cacheControl = String(response.headers['cache-control']);
        const publicRead = PUBLIC_READS[key];
        if (publicRead && response.status === 200) expect(cacheControl).toMatch(publicRead);
        else
          expect({ actor, status: response.status, cacheControl }).toEqual({
            actor,
            status: response.status,
            cacheControl: expect.stringMatching(/^(private, )?no-store$/),
          });
      }
      if (PUBLIC_READS[key]) {
        // Stored for everyone alike, so the answer must not depend on the session (no Vary: Cookie needed) nor set one.
        const [visitor, signedIn] = actors.map((actor) => answers.get(actor)!);
        expect(signedIn!.body).toEqual(visitor!.body);
        expect([visitor!.headers['set-cookie'], signedIn!.headers['set-cookie']]).toEqual([undefined, undefined]);
      }
    },
  );

  it('sends the same on an unknown API path', async () => {
    const response = await request(app().getHttpServer()).get('/api/no-such-route');
    expect(response.status).toBe(404);
    expect(securityHeadersOf(response)).toEqual({ ...SECURITY_HEADERS, 'x-powered-by': undefined });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
