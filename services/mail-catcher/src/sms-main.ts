/** Runs the SMS catcher on its own, on SMS_CATCHER_HTTP_PORT. */
import { readPort } from '@nivasa/contracts/ports';
import { startSmsCatcher } from './sms-catcher';

startSmsCatcher({ httpPort: readPort('smsInbox', process.env) })
  .then((catcher) => {
    console.log(`SMS_CATCHER_READY http=${catcher.httpPort}`);
    const stop = () => catcher.stop().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  })
  .catch((error: Error) => {
    console.error(`SMS catcher failed to start: ${error.message}`);
    process.exit(1);
  });
