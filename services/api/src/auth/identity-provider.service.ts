import type { Language } from '@nivasa/contracts/languages';
import { HttpException, HttpStatus, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import type { IdentityProviderStartResponse } from '@nivasa/contracts/api';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { createRemoteJWKSet, errors as joseErrors, type JWTPayload, jwtVerify } from 'jose';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ExpiringKeysService } from '../common/expiring-keys/expiring-keys.service';
import { ConfigService } from '../config/config.service';
import type { UserDocument } from '../users/schemas/user.schema';
import { normaliseEmail, UsersService } from '../users/users.service';
import { refusal } from '../common/refusal';

/** What an identity-provider sign-in attempt lasts: the nonce cookie's lifetime. */
export const NONCE_TTL_MS = 10 * 60 * 1000;
export const ID_TOKEN_ALGORITHMS = ['RS256', 'ES256'];
const USED_NONCE_KIND = 'oidc-nonce';
const DISCOVERY_TIMEOUT_MS = 5000;

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  jwks_uri: string;
}

export class IdentityProviderUnavailable extends HttpException {
  constructor() {
    super(refusal('IDENTITY_PROVIDER_UNAVAILABLE', AUTH_MESSAGES.identityUnavailable), HttpStatus.SERVICE_UNAVAILABLE);
  }
}

/** The nonce sent to the provider for a cookie value: its SHA-256, so the cookie's value never travels in a URL. */
export function nonceFor(cookieValue: string): string {
  return createHash('sha256').update(cookieValue).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Sign-in with an OpenID Connect provider (Google in production, the local provider in
 * development and tests), without trusting the browser for anything:
 *
 * 1. `start` makes a random value, keeps it in an httpOnly cookie and gives the browser its
 *    hash as the `nonce` to send to the provider (implicit flow, `response_type=id_token`).
 * 2. `verify` checks the ID token the browser brings back: signature against the issuer's
 *    published keys (its discovery document's jwks_uri), issuer, audience (our client id),
 *    expiry, algorithm (RS256 or ES256), a verified email, and the nonce against the cookie,
 *    so a token obtained for another attempt (or stolen from another site using the same
 *    provider and client) is refused.
 * 3. `findOrCreateUser` signs in the account with that email, or makes one.
 *
 * No client secret is needed for this: the token's signature is checked with the issuer's
 * public keys. OIDC_CLIENT_SECRET is read for a later code flow but not used.
 */
@Injectable()
export class IdentityProviderService {
  private readonly logger = new Logger(IdentityProviderService.name);
  private discovery?: Promise<Discovery>;
  private keys?: { uri: string; set: ReturnType<typeof createRemoteJWKSet> };

  constructor(
    private readonly config: ConfigService,
    private readonly users: UsersService,
    private readonly usedNonces: ExpiringKeysService,
  ) {}

  private get issuer(): string {
    if (!this.config.identityProviderEnabled) throw new IdentityProviderUnavailable();
    return this.config.oidcIssuer!;
  }

  /** Issuer values the tokens may carry: Google writes its issuer with and without the scheme. */
  private acceptedIssuers(): string[] {
    const issuer = this.issuer;
    return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
  }

  /** The provider's discovery document, fetched once (again after a failure). */
  private loadDiscovery(): Promise<Discovery> {
    this.discovery ??= (async () => {
      const url = `${this.issuer}/.well-known/openid-configuration`;
      const response = await fetch(url, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS), headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const document = (await response.json()) as Partial<Discovery>;
      if (document.issuer?.replace(/\/+$/, '') !== this.issuer) throw new Error(`${url} names another issuer: ${document.issuer}`);
      if (!document.authorization_endpoint || !document.jwks_uri) throw new Error(`${url} lacks authorization_endpoint or jwks_uri`);
      new URL(document.authorization_endpoint);
      new URL(document.jwks_uri);
      return document as Discovery;
    })().catch((error: Error) => {
      this.discovery = undefined;
      this.logger.warn(`Identity provider discovery failed: ${error.message}`);
      throw new IdentityProviderUnavailable();
    });
    return this.discovery;
  }

  /** The issuer's keys; jose caches them and refetches when a token names an unknown key (rotation). */
  private async keySet(): Promise<ReturnType<typeof createRemoteJWKSet>> {
    const { jwks_uri } = await this.loadDiscovery();
    if (this.keys?.uri !== jwks_uri)
      this.keys = { uri: jwks_uri, set: createRemoteJWKSet(new URL(jwks_uri), { timeoutDuration: DISCOVERY_TIMEOUT_MS }) };
    return this.keys.set;
  }

  /** What the browser needs to open the provider's popup, and the cookie value binding the attempt. */
  async start(): Promise<{ body: IdentityProviderStartResponse; cookieValue: string }> {
    const { authorization_endpoint } = await this.loadDiscovery();
    const cookieValue = randomBytes(32).toString('base64url');
    return {
      cookieValue,
      body: {
        authorizationEndpoint: authorization_endpoint,
        clientId: this.config.oidcClientId!,
        nonce: nonceFor(cookieValue),
        scope: 'openid email profile',
        responseType: 'id_token',
      },
    };
  }

  /** The verified claims of the ID token; 401 with a readable message otherwise. */
  async verify(idToken: string, nonceCookie: string | undefined): Promise<JWTPayload & { email: string }> {
    const keys = await this.keySet();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: this.acceptedIssuers(),
        audience: this.config.oidcClientId!,
        algorithms: ID_TOKEN_ALGORITHMS,
        requiredClaims: ['sub', 'iat', 'exp'],
        clockTolerance: 60,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout || error instanceof TypeError) {
        this.logger.warn(`Identity provider keys unavailable: ${(error as Error).message}`);
        throw new IdentityProviderUnavailable();
      }
      this.logger.warn(`Identity provider token refused: ${(error as Error).message}`);
      throw new UnauthorizedException(refusal('IDENTITY_UNVERIFIABLE', AUTH_MESSAGES.identityUnverifiable));
    }
    // Several audiences: the token must have been issued to us (OIDC Core 3.1.3.7).
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== this.config.oidcClientId) {
      throw new UnauthorizedException(refusal('IDENTITY_UNVERIFIABLE', AUTH_MESSAGES.identityUnverifiable));
    }
    if (typeof payload.email !== 'string' || !payload.email.includes('@')) {
      throw new UnauthorizedException(refusal('IDENTITY_UNVERIFIABLE', AUTH_MESSAGES.identityUnverifiable));
    }
    if (payload.email_verified !== true)
      throw new UnauthorizedException(refusal('IDENTITY_EMAIL_UNVERIFIED', AUTH_MESSAGES.identityEmailUnverified));
    if (!nonceCookie || typeof payload.nonce !== 'string' || !sameText(payload.nonce, nonceFor(nonceCookie))) {
      throw new UnauthorizedException(refusal('IDENTITY_ATTEMPT_EXPIRED', AUTH_MESSAGES.identityAttemptExpired));
    }
    // One token, one sign-in: a replayed token (with a copy of its cookie) finds its nonce used.
    if (!(await this.usedNonces.take(USED_NONCE_KIND, payload.nonce, new Date(payload.exp! * 1000)))) {
      throw new UnauthorizedException(refusal('IDENTITY_ATTEMPT_EXPIRED', AUTH_MESSAGES.identityAttemptExpired));
    }
    return payload as JWTPayload & { email: string };
  }

  /**
   * The account with the token's email, or a new one (username from the name, made unique;
   * a password nobody knows; the picture as avatar when it is a web address). Signing in
   * this way proves the email: an account made earlier with it by someone unproven loses
   * its password and sessions (see UsersService.confirmEmailOwnership).
   */
  async findOrCreateUser(claims: JWTPayload & { email: string }, language: Language): Promise<UserDocument> {
    const email = normaliseEmail(claims.email);
    const existing = await this.users.findByEmail(email);
    if (existing) return this.users.confirmEmailOwnership(existing);
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name : email.split('@')[0]!;
    const picture =
      typeof claims.picture === 'string' && /^https?:\/\/\S+$/.test(claims.picture) && claims.picture.length <= 2048 ? claims.picture : '';
    return this.users.create({
      email,
      username: await this.users.availableUsername(name),
      password: this.users.unguessablePassword(),
      avatar: picture,
      emailVerified: true,
      hasPassword: false,
      language,
    });
  }
}
