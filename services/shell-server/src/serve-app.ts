/** Serves one built front end: `tsx serve-app.ts --app mfe-public` (each workspace's `npm start`). */
import { parseArgs } from 'node:util';
import { appServerOptions } from './app-config';
import { startAppServer } from './app-server';
import { APP_NAMES, appPort, bindHost, type AppName } from './ports';
import { readPorts } from '@nivasa/contracts/ports';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { app: { type: 'string' } } });
  const app = values.app as AppName;
  if (!APP_NAMES.includes(app)) throw new Error(`--app must be one of ${APP_NAMES.join(', ')}`);
  const ports = readPorts(process.env);
  const server = await startAppServer(appServerOptions(app, ports), appPort(app, ports), bindHost());
  console.log(`${app} served on http://localhost:${appPort(app, ports)}`);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
