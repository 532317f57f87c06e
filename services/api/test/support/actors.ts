import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Listing } from '@nivasa/contracts/api';
import { Types } from 'mongoose';
import request from 'supertest';
import { obtainIdToken } from '../../../identity-provider/src/token-flow';
import { type MailCatcher, startMailCatcher } from '../../../mail-catcher/src/mail-catcher';
import { type SmsCatcher, startSmsCatcher } from '../../../mail-catcher/src/sms-catcher';
import { EmailChangeService } from '../../src/auth/email-change.service';
import { SessionService } from '../../src/auth/session.service';
import { MailService } from '../../src/mail/mail.service';
import { PasswordHasher } from '../../src/users/password-hasher';
import type { UserDocument } from '../../src/users/schemas/user.schema';
import { UsersService } from '../../src/users/users.service';
import { cookieFrom, newAccount, type Session, SITE_ORIGIN } from './accounts';
import { connectionOf, eventually, startApi, TestDatabase } from './harness';
import { type LocalIdentityProvider, startIdentityProvider } from './identity-provider';
import { approvedListing, createListing, listingsCollection } from './listings';

/**
 * Who asks: a visitor (no session), a signed-in user who owns nothing the route names, the
 * owner of what it names (the listing, review, account, token or favourites), and an admin.
 */
export const ACTORS = ['visitor', 'user', 'owner', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'visitor'>;

/** How a request presents its session and where it claims to come from. */
export interface Credentials {
  /** The session as the cookie (what a browser sends) or as `Authorization: Bearer` (what an app or a script sends). */
  carrier?: 'cookie' | 'bearer';
  /** The Origin header on writes: the site's by default; null sends none. */
  origin?: string | null;
  referer?: string;
  /** More cookies beside the session's (an identity-provider attempt's). */
  cookies?: readonly string[];
}

type Method = 'get' | 'head' | 'post' | 'patch' | 'put' | 'delete';
export type Client = Record<Method, (path: string) => request.Test>;

/** Requests as one actor: their session (none for a visitor), and on writes the Origin the credentials say. */
export function clientOf(
  app: NestExpressApplication,
  session: Pick<Session, 'cookie' | 'token'> | undefined,
  credentials: Credentials = {},
): Client {
  const server = app.getHttpServer();
  const { carrier = 'cookie', origin = SITE_ORIGIN, referer, cookies = [] } = credentials;
  const cookieHeader = [...(session && carrier === 'cookie' ? [session.cookie] : []), ...cookies].join('; ');
  const build = (method: Method, path: string, write: boolean) => {
    let test = request(server)[method](path);
    if (cookieHeader) test = test.set('Cookie', cookieHeader);
    if (session && carrier === 'bearer') test = test.set('Authorization', `Bearer ${session.token}`);
    if (write && origin !== null) test = test.set('Origin', origin);
    if (referer) test = test.set('Referer', referer);
    return test;
  };
  return {
    get: (path) => build('get', path, false),
    head: (path) => build('head', path, false),
    post: (path) => build('post', path, true),
    patch: (path) => build('patch', path, true),
    put: (path) => build('put', path, true),
    delete: (path) => build('delete', path, true),
  };
}

/**
 * What the security suites share, made once per suite: the accounts, and what the owner owns.
 * `pending` is the owner's listing waiting for moderators, `approved` one everyone may see;
 * `newcomer` has only a pending listing, so advertises nothing yet.
 */
export interface World {
  app: NestExpressApplication;
  catcher: MailCatcher;
  provider: LocalIdentityProvider;
  sms: SmsCatcher;
  /** The hash of every fixture account's password (newAccount's), made once: argon2 is slow on purpose. */
  passwordHash: string;
  user: Session;
  owner: Session;
  admin: Session;
  /** Someone else again, whose listings the owner reviews. */
  landlord: Session;
  newcomer: Session;
  approved: Listing;
  pending: Listing;
}

type AccountMaker = Pick<World, 'app' | 'passwordHash'>;

/**
 * A new account and a session of it, made the quick way: the user stored as sign-up stores one
 * but with the shared password hash, and a token from the API's own SessionService, as sign-in
 * issues it. The route walk still sends sign-up and sign-in themselves.
 */
export async function quickSession(maker: AccountMaker, options: { isAdmin?: boolean; number?: string } = {}): Promise<Session> {
  const account = newAccount();
  const now = new Date();
  const { insertedId } = await connectionOf(maker.app)
    .collection('users')
    .insertOne({
      username: account.username,
      email: account.email,
      password: maker.passwordHash,
      number: options.number ?? '+94771234567',
      avatar: '',
      isAdmin: options.isAdmin ?? false,
      sessionVersion: 0,
      emailVerified: false,
      hasPassword: true,
      language: 'en',
      createdAt: now,
      updatedAt: now,
    });
  return sessionOf(maker, (await maker.app.get(UsersService).findById(insertedId))!, account.password);
}

/** Another session of the account: a token of its own, which can be ended without ending the account's others. */
export async function newSessionOf(maker: AccountMaker, session: Session): Promise<Session> {
  return sessionOf(maker, (await maker.app.get(UsersService).findById(session.user._id))!, session.password);
}

async function sessionOf(maker: AccountMaker, user: UserDocument, password: string): Promise<Session> {
  const token = await maker.app.get(SessionService).issueToken(user);
  return { user: maker.app.get(UsersService).toPublic(user), cookie: `access_token=${token}`, token, password, email: user.email };
}

/**
 * Starts a mail catcher, the development identity provider and the API wired to both on a fresh
 * database, then makes the world; closes them all after the describe it is called at the top of.
 */
export function useWorld(): { app: () => NestExpressApplication; world: () => World } {
  let catcher: MailCatcher | undefined;
  let provider: LocalIdentityProvider | undefined;
  let sms: SmsCatcher | undefined;
  let database: TestDatabase | undefined;
  let app: NestExpressApplication | undefined;
  let world: World | undefined;
  beforeAll(async () => {
    // The three take seconds each to start, and none needs another.
    [catcher, provider, database, sms] = await Promise.all([
      startMailCatcher(),
      startIdentityProvider(),
      TestDatabase.start(),
      startSmsCatcher(),
    ]);
    app = await startApi(database, {
      SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`,
      SMS_CATCHER_URL: `http://127.0.0.1:${sms.httpPort}`,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
    });
    const maker = { app, passwordHash: await app.get(PasswordHasher).hash(newAccount().password) };
    const [user, owner, admin, landlord, newcomer] = await Promise.all([
      quickSession(maker),
      quickSession(maker),
      quickSession(maker, { isAdmin: true }),
      quickSession(maker),
      quickSession(maker),
    ]);
    const [approved, pending] = await Promise.all([approvedListing(app, owner), createListing(app, owner), createListing(app, newcomer)]);
    world = { ...maker, catcher, provider, sms, user, owner, admin, landlord, newcomer, approved, pending };
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([catcher?.stop(), provider?.stop(), sms?.stop(), database?.destroy()]);
  });
  const made = () => {
    if (!world) throw new Error('useWorld: the world is made in beforeAll; use it from hooks and tests');
    return world;
  };
  return { app: () => made().app, world: made };
}

/** The newest mail to the address once it has come, and the link token (43 base64url characters) after `path` in it. */
export async function mailedToken(catcher: MailCatcher, to: string, path: string, before: number): Promise<string> {
  const mail = await eventually(
    async () => {
      const messages = catcher.store.list(to);
      if (messages.length === before) throw new Error(`no mail to ${to} yet`);
      return messages[0]!;
    },
    10_000,
    20,
  );
  const match = new RegExp(`${path}/([A-Za-z0-9_-]{43})`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in the mail to ${to}`);
  return match[1]!;
}

/** The 6-digit code in the newest SMS to the number, once a new one has come (`before`: how many there were). */
export async function smsCode(sms: SmsCatcher, number: string, before: number): Promise<string> {
  const text = await eventually(
    async () => {
      const messages = sms.list(number);
      if (messages.length === before) throw new Error(`no SMS to ${number} yet`);
      return messages[0]!.text;
    },
    10_000,
    20,
  );
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the SMS to ${number}`);
  return code;
}

let phoneNumbers = 0;
/** A mobile number no other account of the suite has, so the SMS to it are its own. */
export function uniquePhoneNumber(): string {
  phoneNumbers += 1;
  return `+9476${String(process.pid % 1000).padStart(3, '0')}${String(phoneNumbers).padStart(4, '0')}`;
}

/** A phone code sent to the account's number, asked for through the API as its owner would. */
export async function phoneCode(world: World, session: Session): Promise<string> {
  const before = world.sms.list(session.user.number).length;
  await clientOf(world.app, session).post('/api/user/phone/send-code').expect(200);
  return smsCode(world.sms, session.user.number, before);
}

/** A password-reset token mailed for the account, asked for as a visitor would. */
export async function resetToken(world: World, session: Session): Promise<string> {
  const before = world.catcher.store.list(session.email).length;
  await clientOf(world.app, undefined).post('/api/forgot-password').send({ email: session.email }).expect(200);
  return mailedToken(world.catcher, session.email, '/reset-password', before);
}

/**
 * An email-change token: the change is asked for as the update route asks once it has checked
 * the current password (an argon2 check spared), and the link is mailed to the new address.
 */
export async function emailChangeToken(world: World, session: Session): Promise<{ token: string; newEmail: string }> {
  const newEmail = `moved.${session.email}`;
  await world.app.get(EmailChangeService).request((await world.app.get(UsersService).findById(session.user._id))!, newEmail);
  return { token: await mailedToken(world.catcher, newEmail, '/confirm-email', 0), newEmail };
}

/** An identity-provider attempt carried through the provider's sign-in page: the ID token and the attempt's cookie. */
export async function identityProviderSignIn(world: World, email: string): Promise<{ idToken: string; nonceCookie: string }> {
  const start = await request(world.app.getHttpServer()).get('/api/auth/google/start').expect(200);
  const idToken = await obtainIdToken({
    issuer: world.provider.issuer,
    clientId: world.provider.clientId,
    redirectUri: world.provider.redirectUri,
    email,
    // A name of its own: accounts made at once from one name race for its username.
    name: `Chamari ${email.split('@')[0]}`,
    nonce: start.body.nonce,
  });
  return { idToken, nonceCookie: cookieFrom(start, 'oidc_nonce')! };
}

/**
 * A new listing of the owner's with the world's approved listing's content and images, stored
 * straight in the database in the state moderators would leave it: quicker than an upload and
 * a create for each request that uses one up.
 */
export async function freshListing(
  world: World,
  owner: Session,
  state: Pick<Listing, 'status' | 'featured'> = { status: 'approved', featured: false },
): Promise<Listing> {
  const collection = listingsCollection(connectionOf(world.app));
  const template = (await collection.findOne({ _id: new Types.ObjectId(world.approved._id) }))!;
  const _id = new Types.ObjectId();
  const now = new Date();
  await collection.insertOne({ ...template, _id, userRef: new Types.ObjectId(owner.user._id), ...state, createdAt: now, updatedAt: now });
  return { ...world.approved, _id: _id.toString(), userRef: owner.user._id, ...state };
}

/** Rate limits count refused requests too: that is all a refused request may change. */
const RATE_COUNTERS = 'rate_counters';
/** Image bytes: their files' records show any change to them. */
const IMAGE_BYTES = /\.chunks$/;

/** Every document of every collection (but rate counters and image bytes), to compare before and after requests that must change nothing. */
export async function databaseContents(world: World): Promise<string> {
  // Mail an earlier request wrote is still being sent (its outbox record changes): let it finish.
  await world.app.get(MailService).flush();
  const connection = connectionOf(world.app);
  const collections = (await connection.db!.listCollections().toArray())
    .map(({ name }) => name)
    .filter((name) => name !== RATE_COUNTERS && !IMAGE_BYTES.test(name))
    .sort();
  const contents: Record<string, unknown[]> = {};
  for (const name of collections) contents[name] = await connection.collection(name).find().sort({ _id: 1 }).toArray();
  return JSON.stringify(contents);
}
