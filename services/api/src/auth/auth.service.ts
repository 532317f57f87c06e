import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@nivasa/contracts/messages';
import { PasswordHasher } from '../users/password-hasher';
import type { UserDocument } from '../users/schemas/user.schema';
import { UsersService } from '../users/users.service';
import type { SignInDto } from './dto/sign-in.dto';
import type { SignUpDto } from './dto/sign-up.dto';

/** Sign-up and password sign-in: the rules; the controller only speaks HTTP. */
@Injectable()
export class AuthService {
  /** A hash to check unknown emails against, so they take as long as wrong passwords. */
  private decoyHash?: Promise<string>;

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Creates the account; 409 with a clear message when the email or username is taken. */
  async signUp(input: SignUpDto): Promise<UserDocument> {
    return this.users.create({ email: input.email, username: input.username, password: input.password, number: input.number });
  }

  /** The user whose email and password these are; one 401 for an unknown email and a wrong password alike. */
  async signIn(input: SignInDto): Promise<UserDocument> {
    const user = await this.users.findByEmail(input.email, { withPassword: true });
    if (!user) {
      this.decoyHash ??= this.hasher.hash(this.users.unguessablePassword());
      await this.hasher.verify(await this.decoyHash, input.password);
      throw new UnauthorizedException(AUTH_MESSAGES.wrongCredentials);
    }
    if (!(await this.hasher.verify(user.password, input.password))) {
      throw new UnauthorizedException(AUTH_MESSAGES.wrongCredentials);
    }
    return user;
  }
}
