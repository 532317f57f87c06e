import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PassportModule } from '@nestjs/passport';
import { ExpiringKeysModule } from '../common/expiring-keys/expiring-keys.module';
import { JobLockModule } from '../common/job-lock/job-lock.module';
import { RateCountersModule } from '../common/rate-counters/rate-counters.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailChangeController } from './email-change.controller';
import { EmailChangeService } from './email-change.service';
import { EmailChangesCleanupJob } from './email-changes-cleanup.job';
import { IdentityProviderService } from './identity-provider.service';
import { JwtStrategy } from './jwt.strategy';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetsCleanupJob } from './password-resets-cleanup.job';
import { EmailChange, EmailChangeSchema } from './schemas/email-change.schema';
import { PasswordReset, PasswordResetSchema } from './schemas/password-reset.schema';
import { SessionController } from './session.controller';
import { SessionService } from './session.service';
import { TokenRevocationService } from './token-revocation.service';
import { SignInAttemptsService } from './sign-in-attempts.service';

/** Sign-up, sign-in (password and identity provider), sessions and their revocation, password reset, email change. */
@Module({
  imports: [
    PassportModule,
    MongooseModule.forFeature([
      { name: PasswordReset.name, schema: PasswordResetSchema },
      { name: EmailChange.name, schema: EmailChangeSchema },
    ]),
    UsersModule,
    MailModule,
    JobLockModule,
    ExpiringKeysModule,
    RateCountersModule,
  ],
  controllers: [AuthController, SessionController, PasswordResetController, EmailChangeController],
  providers: [
    AuthService,
    SessionService,
    SignInAttemptsService,
    JwtStrategy,
    IdentityProviderService,
    PasswordResetService,
    TokenRevocationService,
    EmailChangeService,
    PasswordResetsCleanupJob,
    EmailChangesCleanupJob,
  ],
  exports: [SessionService, EmailChangeService],
})
export class AuthModule {}
