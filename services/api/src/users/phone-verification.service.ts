import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Language } from '@nivasa/contracts/languages';
import { PHONE_MESSAGES } from '@nivasa/contracts/phone-messages';
import { PHONE_MESSAGES_SI } from '@nivasa/contracts/phone-messages.si';
import { PHONE_MESSAGES_TA } from '@nivasa/contracts/phone-messages.ta';
import { PHONE_CODE_POLICY, type PhoneCodeSent } from '@nivasa/contracts/phone-verification';
import { canReceiveSms } from '@nivasa/contracts/phone';
import type { Model } from 'mongoose';
import { derivedObjectId } from '../common/derived-id';
import { RateCountersService } from '../common/rate-counters/rate-counters.service';
import { refusal } from '../common/refusal';
import { ConfigService } from '../config/config.service';
import { SMS_SENDER, type SmsSender } from '../sms/sms-sender';
import { isPhoneVerified } from './dto/user-response.dto';
import {
  hashPhoneCode,
  judgePhoneCode,
  newPhoneCode,
  PHONE_CODE_LIFETIME_MS,
  type PhoneCodeOutcome,
  phoneCodeKey,
  secondsUntilResend,
} from './phone-code.policy';
import { PhoneCode } from './schemas/phone-code.schema';
import type { UserDocument } from './schemas/user.schema';
import { UsersService } from './users.service';

const SMS_TEXTS: Record<Language, (code: string) => string> = {
  en: PHONE_MESSAGES.smsText,
  si: PHONE_MESSAGES_SI.smsText,
  ta: PHONE_MESSAGES_TA.smsText,
};

/** A number an SMS can go to (E.164). */
const SMS_NUMBER = /^\+[1-9]\d{6,14}$/;

const REFUSALS: Record<Exclude<PhoneCodeOutcome, 'verified'>, HttpException> = {
  wrong: new HttpException(refusal('PHONE_CODE_WRONG', PHONE_MESSAGES.codeWrong), HttpStatus.BAD_REQUEST),
  expired: new HttpException(refusal('PHONE_CODE_EXPIRED', PHONE_MESSAGES.codeExpired), HttpStatus.BAD_REQUEST),
  'tries-used': new HttpException(refusal('PHONE_CODE_TRIES_USED', PHONE_MESSAGES.triesUsed), HttpStatus.BAD_REQUEST),
};

const sendLimited = () => new HttpException(refusal('PHONE_CODE_RATE_LIMITED', PHONE_MESSAGES.sendLimited), HttpStatus.TOO_MANY_REQUESTS);

/**
 * Proving a phone number: a 6-digit code sent by SMS in the user's language, kept hashed for 10
 * minutes and 5 tries (phone-code.policy.ts). Sending is limited per number, per user and per
 * client address, so nobody can use the site to flood a phone or run up the SMS bill.
 */
@Injectable()
export class PhoneVerificationService {
  private readonly logger = new Logger(PhoneVerificationService.name);
  private readonly key: Buffer;

  constructor(
    @InjectModel(PhoneCode.name) private readonly codes: Model<PhoneCode>,
    private readonly users: UsersService,
    private readonly counters: RateCountersService,
    private readonly config: ConfigService,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
  ) {
    this.key = phoneCodeKey(config.jwtSecret);
  }

  async sendCode(user: UserDocument, clientAddress: string, now = new Date()): Promise<PhoneCodeSent> {
    const number = user.number ?? '';
    if (!SMS_NUMBER.test(number)) throw new HttpException(refusal('PHONE_MISSING', PHONE_MESSAGES.noPhone), HttpStatus.CONFLICT);
    if (!canReceiveSms(number)) throw new HttpException(refusal('PHONE_NOT_MOBILE', PHONE_MESSAGES.notMobile), HttpStatus.CONFLICT);
    if (isPhoneVerified(user))
      throw new HttpException(refusal('PHONE_ALREADY_VERIFIED', PHONE_MESSAGES.alreadyVerified), HttpStatus.CONFLICT);
    const { resendSeconds } = this.config.sms;
    const _id = derivedObjectId('phone-code', user._id);
    const previous = await this.codes.findById(_id, { sentAt: 1 }).lean().exec();
    if (secondsUntilResend(previous?.sentAt, now, resendSeconds) > 0) throw sendLimited();
    await this.countSend(user, number, clientAddress, now);

    const code = newPhoneCode();
    const expiresAt = new Date(now.getTime() + PHONE_CODE_LIFETIME_MS);
    await this.codes
      .replaceOne(
        { _id },
        {
          userId: user._id,
          number,
          codeHash: hashPhoneCode(this.key, user._id.toString(), number, code),
          tries: 0,
          sentAt: now,
          expiresAt,
        },
        { upsert: true },
      )
      .exec();
    try {
      await this.sms.send({ to: number, text: SMS_TEXTS[user.language ?? 'en'](code) });
    } catch (error) {
      this.logger.warn(`No verification SMS for user ${user._id.toString()}: ${(error as Error).message}`);
      await this.codes.deleteOne({ _id }).exec();
      throw new HttpException(refusal('SMS_UNAVAILABLE', PHONE_MESSAGES.smsUnavailable), HttpStatus.SERVICE_UNAVAILABLE);
    }
    return {
      success: true,
      message: PHONE_MESSAGES.codeSent,
      number,
      expiresInSeconds: PHONE_CODE_POLICY.lifetimeMinutes * 60,
      resendInSeconds: resendSeconds,
    };
  }

  /** Checks the code; the user with the number proven, or a refusal saying why not. */
  async verify(user: UserDocument, code: string, now = new Date()): Promise<UserDocument> {
    const _id = derivedObjectId('phone-code', user._id);
    // The try is counted before the code is compared, in one atomic step: parallel tries cannot exceed the five.
    const claimed = await this.codes
      .findOneAndUpdate(
        { _id, tries: { $lt: PHONE_CODE_POLICY.maxTries }, expiresAt: { $gt: now } },
        { $inc: { tries: 1 } },
        { returnDocument: 'after' },
      )
      .lean()
      .exec();
    const unclaimed = claimed ? null : await this.codes.findById(_id).lean().exec();
    const stored = claimed ?? (unclaimed ? { ...unclaimed, tries: unclaimed.tries + 1 } : null);
    const outcome = judgePhoneCode(stored, { key: this.key, userId: user._id.toString(), number: user.number ?? '', code }, now);
    if (outcome !== 'verified') throw REFUSALS[outcome];
    await this.codes.deleteOne({ _id }).exec();
    const verified = await this.users.markPhoneVerified(user._id, stored!.number);
    // The number changed between the check and now: the code was for the old one.
    if (!verified) throw REFUSALS.expired;
    return verified;
  }

  /** One more code sent, counted per client address, per user and per number; refused past any limit. */
  private async countSend(user: UserDocument, number: string, clientAddress: string, now: Date): Promise<void> {
    const { codesPerAddress, codesPerUser, codesPerNumber, codeWindowSeconds } = this.config.sms;
    const windowMs = codeWindowSeconds * 1000;
    const limits: [string, number][] = [
      [`phone-code:ip:${clientAddress}`, codesPerAddress],
      [`phone-code:user:${user._id.toString()}`, codesPerUser],
      [`phone-code:number:${number}`, codesPerNumber],
    ];
    for (const [key, limit] of limits) {
      const { hits } = await this.counters.hit(key, windowMs, now);
      if (hits > limit) throw sendLimited();
    }
  }
}
