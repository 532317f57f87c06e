import type { Language } from '@nivasa/contracts/languages';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { PasswordHasher } from '../users/password-hasher';
import type { UserDocument } from '../users/schemas/user.schema';
import { normaliseEmail, UsersService } from '../users/users.service';
import type { SignInDto } from './dto/sign-in.dto';
import type { SignUpDto } from './dto/sign-up.dto';
import { SignInAttemptsService } from './sign-in-attempts.service';
import { refusal } from '../common/refusal';

/** Sign-up and password sign-in: the rules; the controller only speaks HTTP. */
@Injectable()
export class AuthService {
  /** A hash to check unknown emails against, so they take as long as wrong passwords. */
  private decoyHash?: Promise<string>;

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly attempts: SignInAttemptsService,
  ) {}

  /** Creates the account; 409 with a clear message when the email or username is taken. */
  /** A new account, in the language its sign-up was made in. */
  async signUp(input: SignUpDto, language: Language): Promise<UserDocument> {
    return this.users.create({ email: input.email, username: input.username, password: input.password, number: input.number, language });
  }

  /**
   * The user whose email and password these are, signing in from `address`; one 401 for an
   * unknown email and a wrong password alike, and 429 once that address has failed too often
   * for that email (see SignInAttemptsService).
   */
  async signIn(input: SignInDto, address: string): Promise<UserDocument> {
    const email = normaliseEmail(input.email);
    await this.attempts.beforeAttempt(email, address);
    const user = await this.users.findByEmail(email, { withPassword: true });
    let matches: boolean;
    if (user) {
      matches = await this.hasher.verify(user.password, input.password);
    } else {
      this.decoyHash ??= this.hasher.hash(this.users.unguessablePassword());
      await this.hasher.verify(await this.decoyHash, input.password);
      matches = false;
    }
    if (!user || !matches) {
      await this.attempts.failed(email, address);
      throw new UnauthorizedException(refusal('WRONG_CREDENTIALS', AUTH_MESSAGES.wrongCredentials));
    }
    await this.attempts.succeeded(email, address);
    return user;
  }
}
