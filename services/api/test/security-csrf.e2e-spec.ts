import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { newAccount, SITE_ORIGIN } from './support/accounts';
import { clientOf, type Credentials, databaseContents, identityProviderSignIn, useWorld } from './support/actors';
import { registeredRoutes, routeKey } from './support/routes';
import { allowedActor, arrangeScene, caseName, ROUTE_CASES, ROUTE_WALK, sendCase } from './support/route-walk';

const REFUSED = { success: false, statusCode: 403, code: 'CROSS_SITE_REFUSED', message: AUTH_MESSAGES.crossSiteRefused };
const FOREIGN_ORIGIN = 'https://evil.example';

/** What a page elsewhere can make a browser send along with the session cookie. */
const CROSS_SITE: Record<string, Credentials> = {
  'no Origin and no Referer': { origin: null },
  'a foreign Origin': { origin: FOREIGN_ORIGIN },
  "the opaque Origin 'null' (a sandboxed frame)": { origin: 'null' },
  'a look-alike Origin': { origin: `${SITE_ORIGIN}.evil.lk` },
  "the site's host on another port": { origin: 'http://localhost:3001' },
  "the site's host over another scheme": { origin: 'https://localhost:3000' },
  'no Origin and a foreign Referer': { origin: null, referer: `${FOREIGN_ORIGIN}/listing/offer` },
};

/** Each route's first case, with the signed-in actor it succeeds for. */
const WRITE_CASES = Object.entries(ROUTE_WALK)
  .filter(([key]) => !/^(GET|HEAD) /.test(key))
  .map(([key, [routeCase]]) => ({ key, routeCase: routeCase!, actor: allowedActor(routeCase!)! }));

describe('CSRF: every cookie-authenticated write', () => {
  const { app, world } = useWorld();

  it('walks every write the app serves', () => {
    const writes = registeredRoutes(app())
      .map(routeKey)
      .filter((key) => !/^(GET|HEAD) /.test(key));
    expect(WRITE_CASES.map(({ key }) => key).sort()).toEqual(writes.sort());
  });

  it.each(WRITE_CASES.map(({ key, routeCase, actor }) => [key, actor, routeCase] as const))(
    '%s (as the %s, with the session cookie): refused from anywhere but the site, changing nothing; passes from the site',
    async (_key, actor, routeCase) => {
      const scene = await arrangeScene(world(), routeCase, actor);
      const before = await databaseContents(world());
      const answers: Record<string, unknown> = {};
      for (const [name, credentials] of Object.entries(CROSS_SITE)) {
        const response = await sendCase(world(), routeCase, actor, scene, credentials);
        answers[name] = { status: response.status, body: response.body };
      }
      expect(answers).toEqual(Object.fromEntries(Object.keys(CROSS_SITE).map((name) => [name, { status: 403, body: REFUSED }])));
      expect(await databaseContents(world())).toBe(before);

      // The same request from the site's own page does what it asks.
      expect((await sendCase(world(), routeCase, actor, scene)).status).toBe(routeCase.expect[actor]);
    },
  );

  // The identity-provider sign-in always carries its attempt's cookie, so never goes without an Origin (tested below).
  const bearerCases = WRITE_CASES.filter(({ key }) => key !== 'POST /api/auth/google');
  it.each(bearerCases.map(({ key, routeCase, actor }) => [key, actor, routeCase] as const))(
    '%s (as the %s, with a Bearer token and no cookie): passes without an Origin, which a browser cannot be made to send; refused from a foreign one',
    async (_key, actor, routeCase) => {
      const scene = await arrangeScene(world(), routeCase, actor);
      const foreign = await sendCase(world(), routeCase, actor, scene, { carrier: 'bearer', origin: FOREIGN_ORIGIN });
      expect({ status: foreign.status, body: foreign.body }).toEqual({ status: 403, body: REFUSED });
      expect((await sendCase(world(), routeCase, actor, scene, { carrier: 'bearer', origin: null })).status).toBe(routeCase.expect[actor]);
    },
  );

  it('lets a write through with no Origin when the Referer is a page of the site (browsers that send no Origin)', async () => {
    const { owner, approved } = world();
    const response = await clientOf(app(), owner, { origin: null, referer: `${SITE_ORIGIN}/listing/${approved._id}` })
      .post('/api/user/favorites')
      .send({ listingId: approved._id });
    expect(response.status).toBe(200);
  });

  it('refuses a foreign Origin with no cookie at all, so no page elsewhere signs a visitor in or up (login CSRF)', async () => {
    const before = await databaseContents(world());
    const visitor = clientOf(app(), undefined, { origin: FOREIGN_ORIGIN });
    const signIn = await visitor.post('/api/auth/signin').send({ email: world().landlord.email, password: world().landlord.password });
    const signUp = await visitor.post('/api/auth/signup').send(newAccount());
    for (const response of [signIn, signUp]) {
      expect({ status: response.status, body: response.body }).toEqual({ status: 403, body: REFUSED });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await databaseContents(world())).toBe(before);
  });

  it("counts an identity-provider attempt's cookie as a credential, and an empty session cookie as none", async () => {
    const { idToken, nonceCookie } = await identityProviderSignIn(world(), newAccount().email);
    const withAttempt = await clientOf(app(), undefined, { origin: null, cookies: [nonceCookie] })
      .post('/api/auth/google')
      .send({ idToken });
    expect({ status: withAttempt.status, body: withAttempt.body }).toEqual({ status: 403, body: REFUSED });

    const emptyCookie = await clientOf(app(), undefined, { origin: null, cookies: ['access_token='] })
      .post('/api/auth/signup')
      .send(newAccount());
    expect(emptyCookie.status).toBe(201);
  });

  it('lets reads through whatever their Origin: they change nothing', async () => {
    const answered: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const { key, routeCase } of ROUTE_CASES.filter(({ key }) => key.startsWith('GET '))) {
      const scene = await arrangeScene(world(), routeCase, 'owner');
      answered[caseName(key, routeCase)] = (await sendCase(world(), routeCase, 'owner', scene).set('Origin', FOREIGN_ORIGIN)).status;
      expected[caseName(key, routeCase)] = routeCase.expect.owner;
    }
    expect(answered).toEqual(expected);
  });
});
