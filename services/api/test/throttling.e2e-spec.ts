import sharp from 'sharp';
import request from 'supertest';
import { asUser, newAccount, type Session, SITE_ORIGIN } from './support/accounts';
import { useTestApi } from './support/harness';

const TOO_MANY = {
  success: false,
  statusCode: 429,
  code: 'AUTH_RATE_LIMITED',
  message: 'Too many attempts. Please wait a minute and try again.',
};

let clientCounter = 0;
/** A client address of its own: the suites' API believes X-Forwarded-For from loopback, as behind the shell's proxy. */
const newClient = () => `203.0.113.${(clientCounter += 1)}`;

describe('throttling of sign-in, sign-up and password reset (limit 3 per minute here)', () => {
  const api = useTestApi({ THROTTLE_AUTH_LIMIT: '3', THROTTLE_AUTH_TTL_SECONDS: '60', THROTTLE_ACCOUNT_SLOWDOWN_AFTER: '6' });

  const signIn = (client: string, email: string, password = 'wrong password') =>
    request(api.server()).post('/api/auth/signin').set('X-Forwarded-For', client).send({ email, password });

  it('answers the fourth sign-in from one address within the minute with 429 and a message', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(client, `person${attempt}@example.lk`)).status).toBe(401);
    }
    const response = await signIn(client, 'person9@example.lk').expect(429);
    expect(response.body).toEqual(TOO_MANY);
    expect(Number(response.headers['retry-after-ip'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    expect((await signIn(newClient(), 'someone.else@example.lk')).status).toBe(401);
  });

  it("never locks the owner out: a stranger's wrong passwords hold back only the stranger's address", async () => {
    const account = newAccount();
    await request(api.server()).post('/api/auth/signup').set('X-Forwarded-For', newClient()).send(account).expect(201);
    const attacker = newClient();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn(attacker, account.email)).status).toBe(401);
    expect((await signIn(attacker, account.email, account.password)).body).toEqual(TOO_MANY);
    // Wrong passwords from many more addresses change nothing for the owner's own.
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn(newClient(), account.email.toUpperCase())).status).toBe(401);
    const owner = await signIn(newClient(), account.email, account.password).expect(200);
    expect(owner.body.user.email).toBe(account.email);
  });

  it("does not count cross-site attempts it refuses: ten from a foreign page leave the owner's sign-in open, same-site failures still count", async () => {
    const account = newAccount();
    await request(api.server()).post('/api/auth/signup').set('X-Forwarded-For', newClient()).send(account).expect(201);
    // Everyone behind one carrier NAT shares this address with the page's visitors.
    const sharedAddress = newClient();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const refused = await signIn(sharedAddress, account.email).set('Origin', 'https://evil.example');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'CROSS_SITE_REFUSED' });
    }
    const owner = await signIn(sharedAddress, account.email, account.password).set('Origin', SITE_ORIGIN).expect(200);
    expect(owner.body.user.email).toBe(account.email);
    // Same-site attempts are counted as before: with the owner's one, three wrong ones reach the limit.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await signIn(sharedAddress, account.email).set('Origin', SITE_ORIGIN)).status).toBe(401);
    }
    expect((await signIn(sharedAddress, account.email).set('Origin', SITE_ORIGIN)).body).toEqual(TOO_MANY);
  });

  it('slows every sign-in to an account down, and still lets the owner in, once its failures from all addresses pass the threshold', async () => {
    const account = newAccount();
    await request(api.server()).post('/api/auth/signup').set('X-Forwarded-For', newClient()).send(account).expect(201);
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await signIn(newClient(), account.email)).status).toBe(401);
    const started = Date.now();
    await signIn(newClient(), account.email, account.password).expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('counts sign-up and forgot-password per account too: spreading attempts on one email over many addresses does not help', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(api.server())
        .post('/api/forgot-password')
        .set('X-Forwarded-For', newClient())
        .send({ email: 'Target@Example.lk' })
        .expect(200);
    }
    const response = await request(api.server())
      .post('/api/forgot-password')
      .set('X-Forwarded-For', newClient())
      .send({ email: 'target@example.lk' })
      .expect(429);
    expect(response.body).toEqual(TOO_MANY);
    expect(Number(response.headers['retry-after-account'])).toBeGreaterThan(0);
  });

  it('throttles sign-up and forgot-password the same way, each route counted apart', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(api.server()).post('/api/auth/signup').set('X-Forwarded-For', client).send(newAccount()).expect(201);
    }
    expect(
      (await request(api.server()).post('/api/auth/signup').set('X-Forwarded-For', client).send(newAccount()).expect(429)).body,
    ).toEqual(TOO_MANY);
    // Forgot-password from the same address still has its own allowance.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(api.server())
        .post('/api/forgot-password')
        .set('X-Forwarded-For', client)
        .send({ email: `f${attempt}@example.lk` })
        .expect(200);
    }
    expect(
      (await request(api.server()).post('/api/forgot-password').set('X-Forwarded-For', client).send({ email: 'f9@example.lk' }).expect(429))
        .body,
    ).toEqual(TOO_MANY);
  });

  it('throttles guesses at a reset token', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(api.server())
        .post(`/api/reset-password/guess${attempt}`)
        .set('X-Forwarded-For', client)
        .send({ newPassword: 'a good password' })
        .expect(400);
    }
    await request(api.server())
      .post('/api/reset-password/guess9')
      .set('X-Forwarded-For', client)
      .send({ newPassword: 'a good password' })
      .expect(429);
  });

  it('believes only the address the nearest proxy saw, not what the client wrote before it', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(`198.51.100.${attempt}, ${client}`, `spoof${attempt}@example.lk`)).status).toBe(401);
    }
    await signIn(`198.51.100.99, ${client}`, 'spoof9@example.lk').expect(429);
  });

  it('leaves reads alone', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await request(api.server()).get('/api/verify-token').set('X-Forwarded-For', client).expect(200);
    }
  });
});

describe.each([
  ['no proxy configured (the default)', ''],
  ['a proxy configured at another address', '192.0.2.10,10.0.0.0/8'],
])('with %s, for a client that reaches the API directly', (_name, trustedProxies) => {
  const api = useTestApi({ THROTTLE_AUTH_LIMIT: '3', TRUSTED_PROXIES: trustedProxies });

  it('ignores X-Forwarded-For: a client cannot pick the address it is counted under', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(api.server())
        .post('/api/auth/signin')
        .set('X-Forwarded-For', newClient())
        .send({ email: `x${attempt}@example.lk`, password: 'wrong password' })
        .expect(401);
    }
    const response = await request(api.server())
      .post('/api/auth/signin')
      .set('X-Forwarded-For', newClient())
      .send({ email: 'x9@example.lk', password: 'wrong password' });
    expect(response.body).toEqual(TOO_MANY);
  });
});

describe('throttling of every write (3 per minute per user, 12 per address, here)', () => {
  const api = useTestApi({
    THROTTLE_WRITE_LIMIT: '3',
    THROTTLE_WRITE_IP_LIMIT: '12',
    THROTTLE_UPLOAD_LIMIT: '2',
  });
  const TOO_MANY_WRITES = {
    success: false,
    statusCode: 429,
    code: 'RATE_LIMITED',
    message: 'You are doing that too often. Please wait a minute and try again.',
  };

  /** A user signed up and in from an address of their own (two writes from it). */
  async function userAt(client: string): Promise<Session> {
    const account = newAccount();
    await request(api.server()).post('/api/auth/signup').set('X-Forwarded-For', client).send(account).expect(201);
    const response = await request(api.server())
      .post('/api/auth/signin')
      .set('X-Forwarded-For', client)
      .send({ email: account.email, password: account.password })
      .expect(200);
    const cookie = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('access_token='))!
      .split(';')[0]!;
    return {
      user: response.body.user,
      cookie,
      token: cookie.slice('access_token='.length),
      password: account.password,
      email: account.email,
    };
  }
  const as = (session: Session, client: string) => ({
    post: (path: string) => asUser(api.app, session).post(path).set('X-Forwarded-For', client),
    get: (path: string) => asUser(api.app, session).get(path).set('X-Forwarded-For', client),
  });

  it("limits a user's writes across every route, whatever address they come from", async () => {
    const user = await userAt(newClient());
    await as(user, newClient()).post(`/api/user/update/${user.user._id}`).send({ number: '077 111 2222' }).expect(200);
    await as(user, newClient()).post(`/api/user/update/${user.user._id}`).send({ number: '077 111 3333' }).expect(200);
    await as(user, newClient()).post('/api/images?purpose=avatar').send({}).expect(400);
    const refused = await as(user, newClient()).post(`/api/user/update/${user.user._id}`).send({ number: '077 111 4444' }).expect(429);
    expect(refused.body).toEqual(TOO_MANY_WRITES);
    // Reads go on, and another user is not held back.
    await as(user, newClient()).get('/api/verify-token').expect(200);
    const other = await userAt(newClient());
    await as(other, newClient()).post(`/api/user/update/${other.user._id}`).send({ number: '077 111 5555' }).expect(200);
  });

  it("limits an address's writes, signed in or not", async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await request(api.server())
        .post('/api/forgot-password')
        .set('X-Forwarded-For', client)
        .send({ email: `w${attempt}@example.lk` })
        .expect(200);
    }
    const refused = await request(api.server()).post('/api/auth/signup').set('X-Forwarded-For', client).send(newAccount()).expect(429);
    expect(refused.body).toEqual(TOO_MANY_WRITES);
  });

  it('limits image uploads per user more tightly', async () => {
    const user = await userAt(newClient());
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    // Within the user's 3 writes a minute, but over 2 uploads.
    await as(user, newClient()).post('/api/images?purpose=avatar').attach('image', image, 'a.png').expect(201);
    await as(user, newClient()).post('/api/images?purpose=avatar').attach('image', image, 'b.png').expect(201);
    const third = await as(user, newClient()).post('/api/images?purpose=avatar').attach('image', image, 'c.png').expect(429);
    expect(third.body.message).toBe('You have uploaded many images in a short time. Please wait a few minutes and try again.');
  });
});
