/** Runs the development identity provider: OIDC_PROVIDER_PORT, OIDC_CLIENT_ID, OIDC_REDIRECT_URIS (comma-separated). */
import { readPort } from '@nivasa/contracts/ports';
import { startIdentityProvider } from './provider.js';

const clientId = process.env.OIDC_CLIENT_ID ?? 'nivasa-local';
const redirectUris = (process.env.OIDC_REDIRECT_URIS ?? `http://localhost:${readPort('shell', process.env)}/auth-callback.html`)
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean);

Promise.resolve()
  .then(() => startIdentityProvider({ port: readPort('identityProvider', process.env), clientId, redirectUris }))
  .then((provider) => {
    console.log(`IDENTITY_PROVIDER_READY ${provider.issuer}`);
    const stop = () => provider.stop().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  })
  .catch((error: Error) => {
    console.error(`Identity provider failed to start: ${error.message}`);
    process.exit(1);
  });
