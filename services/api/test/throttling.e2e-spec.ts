import request from 'supertest';
import { newAccount } from './support/accounts';
import { useTestApi } from './support/harness';

const TOO_MANY = { success: false, statusCode: 429, message: 'Too many attempts. Please wait a minute and try again.' };

describe('throttling of sign-in, sign-up and password reset (limit 3 per minute here)', () => {
  const api = useTestApi({ THROTTLE_AUTH_LIMIT: '3', THROTTLE_AUTH_TTL_SECONDS: '60' });
  let clientCounter = 0;
  /** A client address of its own: the app trusts X-Forwarded-For from the loopback proxy, as behind the shell. */
  const newClient = () => `203.0.113.${(clientCounter += 1)}`;

  const signIn = (client: string, email: string) =>
    request(api.server()).post('/api/auth/signin').set('X-Forwarded-For', client).send({ email, password: 'wrong password' });

  it('answers the fourth sign-in from one address within the minute with 429 and a message', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(client, `person${attempt}@example.lk`)).status).toBe(401);
    }
    const response = await signIn(client, 'person9@example.lk').expect(429);
    expect(response.body).toEqual(TOO_MANY);
    expect(Number(response.headers['retry-after-ip'])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    expect((await signIn(newClient(), 'someone.else@example.lk')).status).toBe(401);
  });

  it('counts per account too: spreading attempts on one email over many addresses does not help', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(newClient(), 'Target@Example.lk')).status).toBe(401);
    }
    const response = await signIn(newClient(), 'target@example.lk').expect(429);
    expect(response.body).toEqual(TOO_MANY);
    expect(Number(response.headers['retry-after-account'])).toBeGreaterThan(0);
  });

  it('throttles sign-up and forgot-password the same way, each route counted apart', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(api.server()).post('/api/auth/signup').set('X-Forwarded-For', client).send(newAccount()).expect(201);
    }
    expect((await request(api.server()).post('/api/auth/signup').set('X-Forwarded-For', client).send(newAccount()).expect(429)).body).toEqual(TOO_MANY);
    // Forgot-password from the same address still has its own allowance.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(api.server()).post('/api/forgot-password').set('X-Forwarded-For', client).send({ email: `f${attempt}@example.lk` }).expect(200);
    }
    expect((await request(api.server()).post('/api/forgot-password').set('X-Forwarded-For', client).send({ email: 'f9@example.lk' }).expect(429)).body).toEqual(TOO_MANY);
  });

  it('throttles guesses at a reset token', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(api.server()).post(`/api/reset-password/guess${attempt}`).set('X-Forwarded-For', client).send({ newPassword: 'a good password' }).expect(400);
    }
    await request(api.server()).post('/api/reset-password/guess9').set('X-Forwarded-For', client).send({ newPassword: 'a good password' }).expect(429);
  });

  it('leaves other routes alone', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await request(api.server()).get('/api/verify-token').set('X-Forwarded-For', client).expect(401);
    }
  });
});
