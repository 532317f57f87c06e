import type { NestExpressApplication } from '@nestjs/platform-express';
import type { PublicUser } from '@nivasa/contracts/api';
import request from 'supertest';

/** PUBLIC_URL's origin in the suites (the default): what the shell's pages send as Origin. */
export const SITE_ORIGIN = 'http://localhost:3000';

let counter = 0;

/** A fresh, valid sign-up body; pass fields to override. */
export function newAccount(overrides: Partial<Record<'email' | 'username' | 'password' | 'number', string>> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    email: `user${tag}@example.lk`,
    username: `user${tag}`,
    password: 'correct horse battery',
    number: '077 123 4567',
    ...overrides,
  };
}

/** The `name=value` part of a Set-Cookie header for the cookie, or undefined. */
export function cookieFrom(response: request.Response, name = 'access_token'): string | undefined {
  const headers = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const header = headers.find((line) => line.startsWith(`${name}=`));
  return header?.split(';')[0];
}

/** The whole Set-Cookie header line of the cookie. */
export function setCookieLine(response: request.Response, name = 'access_token'): string | undefined {
  return ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${name}=`));
}

export interface Session {
  user: PublicUser;
  /** `access_token=...`, for a Cookie header. */
  cookie: string;
  /** The raw token, for an Authorization header. */
  token: string;
  password: string;
  email: string;
}

/** Signs up and signs in a new account; its session. */
export async function createSession(app: NestExpressApplication, overrides: Parameters<typeof newAccount>[0] = {}): Promise<Session> {
  const account = newAccount(overrides);
  await request(app.getHttpServer()).post('/api/auth/signup').send(account).expect(201);
  return signIn(app, account.email, account.password);
}

export async function signIn(app: NestExpressApplication, email: string, password: string): Promise<Session> {
  const response = await request(app.getHttpServer()).post('/api/auth/signin').send({ email, password }).expect(200);
  const cookie = cookieFrom(response)!;
  return { user: response.body.user, cookie, token: cookie.slice('access_token='.length), password, email };
}

/** A request carrying the session cookie, from the site's own pages (Origin set). */
export function asUser(app: NestExpressApplication, session: Pick<Session, 'cookie'>) {
  const server = app.getHttpServer();
  return {
    get: (path: string) => request(server).get(path).set('Cookie', session.cookie),
    post: (path: string) => request(server).post(path).set('Cookie', session.cookie).set('Origin', SITE_ORIGIN),
    delete: (path: string) => request(server).delete(path).set('Cookie', session.cookie).set('Origin', SITE_ORIGIN),
  };
}
