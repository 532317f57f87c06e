/** Runs the development identity provider: OIDC_PROVIDER_PORT, OIDC_CLIENT_ID, OIDC_REDIRECT_URIS (comma-separated). */
import { startIdentityProvider } from './provider.js';

const port = Number(process.env.OIDC_PROVIDER_PORT ?? 4400);
const clientId = process.env.OIDC_CLIENT_ID ?? 'nivasa-local';
const redirectUris = (process.env.OIDC_REDIRECT_URIS ?? 'http://localhost:3000/auth-callback.html')
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean);

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error('OIDC_PROVIDER_PORT must be a TCP port number');
  process.exit(1);
}

startIdentityProvider({ port, clientId, redirectUris })
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
