/** Runs the mail catcher on its own: SMTP on MAIL_CATCHER_SMTP_PORT, the inbox on MAIL_CATCHER_HTTP_PORT. */
import { readPort } from '@nivasa/contracts/ports';
import { startMailCatcher } from './mail-catcher';

startMailCatcher({ smtpPort: readPort('mailSmtp', process.env), httpPort: readPort('mailInbox', process.env) })
  .then((catcher) => {
    console.log(`MAIL_CATCHER_READY smtp=${catcher.smtpPort} http=${catcher.httpPort}`);
    const stop = () => catcher.stop().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  })
  .catch((error: Error) => {
    console.error(`Mail catcher failed to start: ${error.message}`);
    process.exit(1);
  });
