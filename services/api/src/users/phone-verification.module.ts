import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RateCountersModule } from '../common/rate-counters/rate-counters.module';
import { SmsModule } from '../sms/sms.module';
import { PhoneController } from './phone.controller';
import { PhoneVerificationService } from './phone-verification.service';
import { PhoneCode, PhoneCodeSchema } from './schemas/phone-code.schema';
import { UsersModule } from './users.module';

/** POST /api/user/phone/send-code and /verify: the phone codes (their own collection) and the SMS that carries them. */
@Module({
  imports: [MongooseModule.forFeature([{ name: PhoneCode.name, schema: PhoneCodeSchema }]), UsersModule, RateCountersModule, SmsModule],
  controllers: [PhoneController],
  providers: [PhoneVerificationService],
})
export class PhoneVerificationModule {}
