import { ACTORS, type Actor, clientOf, quickSession, resetToken, useWorld } from './support/actors';
import { connectionOf, TEST_JWT_SECRET } from './support/harness';
import { registeredRoutes, routeKey } from './support/routes';
import { caseName, ROUTE_CASES, walkCase } from './support/route-walk';

/**
 * What the schemas keep for the server alone: no answer may carry one of these keys, at any depth.
 * users: the password hash, the session version, whether the email was proven; password_resets
 * and email_changes: the token's hash and the link's state; rate_counters, account_deletions and
 * job_locks: their bookkeeping; every versioned model: mongoose's `__v`. And the session token's
 * parts, which only the httpOnly cookie carries.
 */
const PRIVATE_FIELDS = new Set([
  'password',
  'sessionVersion',
  'emailVerified',
  'tokenHash',
  'usedAt',
  'expiresAt',
  'newEmail',
  'hits',
  'windowEndsAt',
  'blockedUntil',
  'startedAt',
  'failures',
  'lastError',
  'holder',
  'lockedUntil',
  'acquiredAt',
  '__v',
  'access_token',
  'token',
  'jti',
  'sv',
]);

/** Keys private elsewhere that one kind of answer carries on purpose: a listing's expiresAt (fresh listings) is public. */
const isPublicKeyOf = (object: object, key: string) => key === 'expiresAt' && 'revisionId' in object;

/** The paths of private keys in a JSON value, e.g. `user.password`. */
function privateKeysIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => privateKeysIn(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = path ? `${path}.${key}` : key;
    return [...(PRIVATE_FIELDS.has(key) && !isPublicKeyOf(value, key) ? [here] : []), ...privateKeysIn(inner, here)];
  });
}

interface Answer {
  name: string;
  actor: Actor | 'account change';
  text: string;
}

describe('no answer carries a password hash, a token, a session version or another internal field', () => {
  const { app, world } = useWorld();
  const answers: Answer[] = [];
  const walked = new Set<string>();
  /** A reset link that is live while every route is walked: its token must never come back. */
  let liveResetToken: string;

  beforeAll(async () => {
    liveResetToken = await resetToken(world(), world().owner);
  });

  function record(
    name: string,
    actor: Answer['actor'],
    response: { type: string; text: string; body: unknown; status: number },
    { describesFields = false } = {},
  ) {
    if (response.type !== 'application/json') return;
    // A HEAD's answer has no body (supertest gives it no text).
    answers.push({ name, actor, text: response.text ?? '' });
    // The API's description names fields (a sign-up's `password`) to describe them; it holds no values, which the secrets test below checks.
    if (describesFields) return;
    expect({ name, actor, status: response.status, privateKeys: privateKeysIn(response.body) }).toEqual({
      name,
      actor,
      status: response.status,
      privateKeys: [],
    });
  }

  it.each(ROUTE_CASES.map(({ key, routeCase }) => [caseName(key, routeCase), key, routeCase] as const))(
    '%s, for every actor: no private key in the answer',
    async (name, key, routeCase) => {
      const responses = await Promise.all(ACTORS.map((actor) => walkCase(world(), routeCase, actor)));
      ACTORS.forEach((actor, index) => {
        const response = responses[index]!;
        expect({ actor, status: response.status }).toEqual({ actor, status: routeCase.expect[actor] });
        record(name, actor, response, { describesFields: key === 'GET /api/docs/openapi.json' });
      });
      walked.add(key);
    },
  );

  it('no private key in the answers to account changes: a new password and email, a wrong password, the session check', async () => {
    const session = await quickSession(world());
    const as = clientOf(app(), session);
    const changed = await as
      .post(`/api/user/update/${session.user._id}`)
      .send({ password: 'a fresh horse battery staple', email: `new.${session.email}`, currentPassword: session.password });
    expect(changed.status).toBe(200);
    record('a new password and email', 'account change', changed);
    const wrong = await clientOf(app(), undefined).post('/api/auth/signin').send({ email: session.email, password: 'not the password' });
    expect(wrong.status).toBe(401);
    record('a wrong password', 'account change', wrong);
    record('the session check', 'account change', await clientOf(app(), session).get('/api/verify-token'));
  });

  it('walked every route the app serves', () => {
    expect([...walked].sort()).toEqual(registeredRoutes(app()).map(routeKey).sort());
  });

  it('no answer holds a secret: password hashes, link tokens and their hashes, session tokens, the signing key, a password', async () => {
    const connection = connectionOf(app());
    const hashes = (
      await connection
        .collection('users')
        .find({}, { projection: { password: 1 } })
        .toArray()
    ).map((user) => user.password);
    const tokenHashes = [
      ...(await connection.collection('password_resets').find().toArray()),
      ...(await connection.collection('email_changes').find().toArray()),
    ].map((link) => link.tokenHash);
    const { user, owner, admin, landlord, newcomer } = world();
    const secrets = [
      ...hashes,
      ...tokenHashes,
      liveResetToken,
      TEST_JWT_SECRET,
      owner.password,
      ...[user, owner, admin, landlord, newcomer].map((session) => session.token),
    ];
    expect(hashes.length).toBeGreaterThan(5);
    expect(tokenHashes.length).toBeGreaterThan(4);
    const leaks = answers.flatMap(({ name, actor, text }) =>
      secrets.filter((secret) => text.includes(secret)).map((secret) => `${name} as ${actor}: ${secret.slice(0, 12)}…`),
    );
    expect(leaks).toEqual([]);
    expect(answers.length).toBeGreaterThan(150);
  });
});
