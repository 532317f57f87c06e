import { Body, Controller, Get, Header, Headers, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { AuthResponse, IdentityProviderStartResponse, MessageResponse } from '@nivasa/contracts/api';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import type { Request, Response } from 'express';
import { answerLanguage } from '../common/language/answer-language';
import { OIDC_NONCE_COOKIE, sessionTokenOf } from '../common/session-token';
import { RateLimited, THROTTLERS } from '../common/throttling/throttling';
import { ConfigService } from '../config/config.service';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { IdentityProviderSignInDto } from './dto/identity-provider-sign-in.dto';
import { SignInDto } from './dto/sign-in.dto';
import { SignUpDto } from './dto/sign-up.dto';
import { IdentityProviderService, NONCE_TTL_MS } from './identity-provider.service';
import { SessionService } from './session.service';
import { TokenRevocationService } from './token-revocation.service';

/** The nonce cookie is only ever sent to the identity-provider routes. */
const NONCE_COOKIE_PATH = '/api/auth/google';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly revocations: TokenRevocationService,
    private readonly identityProvider: IdentityProviderService,
    private readonly users: UsersService,
    private readonly config: ConfigService,
  ) {}

  @Post('signup')
  @RateLimited('auth')
  async signUp(@Body() body: SignUpDto, @Headers('accept-language') acceptLanguage?: string): Promise<MessageResponse> {
    await this.auth.signUp(body, answerLanguage(acceptLanguage));
    return { success: true, message: AUTH_MESSAGES.signedUp };
  }

  @Post('signin')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @RateLimited('auth')
  // Failures are counted per account and address instead (AuthService.signIn), so a stranger's wrong guesses never lock the owner out.
  @SkipThrottle({ [THROTTLERS.authAccount]: true })
  async signIn(@Body() body: SignInDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AuthResponse> {
    const user = await this.auth.signIn(body, request.ip ?? '');
    await this.sessions.startSession(response, user);
    return { success: true, message: AUTH_MESSAGES.signedIn, user: this.users.toPublic(user) };
  }

  /**
   * Ends this session only: its token is refused from now on, the account's other sessions go on.
   * A POST, so the origin check of every write covers it: as a GET, a link on any site could sign
   * a visitor out.
   */
  @Post('signout')
  @HttpCode(HttpStatus.OK)
  async signOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<MessageResponse> {
    await this.revocations.revokeSessionToken(sessionTokenOf(request));
    this.sessions.endSession(response);
    return { success: true, message: AUTH_MESSAGES.signedOut };
  }

  @Get('google/start')
  @Header('Cache-Control', 'no-store')
  async identityProviderStart(@Res({ passthrough: true }) response: Response): Promise<IdentityProviderStartResponse> {
    const { body, cookieValue } = await this.identityProvider.start();
    response.cookie(OIDC_NONCE_COOKIE, cookieValue, this.nonceCookieOptions(NONCE_TTL_MS));
    return body;
  }

  @Post('google')
  @HttpCode(HttpStatus.OK)
  @RateLimited('auth')
  @Header('Cache-Control', 'no-store')
  async identityProviderSignIn(
    @Body() body: IdentityProviderSignInDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<AuthResponse> {
    const cookie = request.cookies?.[OIDC_NONCE_COOKIE] as unknown;
    // One attempt, one use: the cookie goes whatever the outcome.
    const { maxAge: _maxAge, ...clearOptions } = this.nonceCookieOptions(0);
    response.clearCookie(OIDC_NONCE_COOKIE, clearOptions);
    const claims = await this.identityProvider.verify(body.idToken, typeof cookie === 'string' ? cookie : undefined);
    const user = await this.identityProvider.findOrCreateUser(claims, answerLanguage(acceptLanguage));
    await this.sessions.startSession(response, user);
    return { success: true, message: AUTH_MESSAGES.signedIn, user: this.users.toPublic(user) };
  }

  private nonceCookieOptions(maxAge: number) {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.config.isProduction, path: NONCE_COOKIE_PATH, maxAge };
  }
}
