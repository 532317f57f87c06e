/** Runs the mail catcher on its own: SMTP on MAIL_CATCHER_SMTP_PORT, the inbox on MAIL_CATCHER_HTTP_PORT. */
import { startMailCatcher } from './mail-catcher';

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a TCP port number`);
  return value;
}

startMailCatcher({ smtpPort: port('MAIL_CATCHER_SMTP_PORT', 1025), httpPort: port('MAIL_CATCHER_HTTP_PORT', 1080) })
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
