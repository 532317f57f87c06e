import { Logger, Module } from '@nestjs/common';
import { ConfigService } from '../config/config.service';
import { CatcherSmsAdapter } from './catcher-sms.adapter';
import { NotifyLkSmsAdapter } from './notify-lk-sms.adapter';
import { SMS_SENDER, type SmsSender } from './sms-sender';
import { TextLkSmsAdapter } from './text-lk-sms.adapter';
import { TwilioSmsAdapter } from './twilio-sms.adapter';

/** The adapter of the provider the configuration names (SMS_PROVIDER and its credentials). */
export function smsSenderFor(config: ConfigService): SmsSender {
  const { sms } = config;
  switch (sms.provider) {
    case 'notify-lk':
      return new NotifyLkSmsAdapter(sms.notifyLk!, sms.providerBaseUrl);
    case 'text-lk':
      return new TextLkSmsAdapter(sms.textLk!, sms.providerBaseUrl);
    case 'twilio':
      return new TwilioSmsAdapter(sms.twilio!, sms.providerBaseUrl);
    case 'catcher':
      if (config.isProduction) {
        new Logger('SmsModule').warn('SMS_PROVIDER is catcher in production: texts go to the SMS catcher, not to phones');
      }
      return new CatcherSmsAdapter(sms.catcherUrl);
  }
}

/** Sending SMS, through the one provider the configuration names. */
@Module({
  providers: [{ provide: SMS_SENDER, inject: [ConfigService], useFactory: smsSenderFor }],
  exports: [SMS_SENDER],
})
export class SmsModule {}
