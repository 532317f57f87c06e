import { AUTH_PATHS, type IdentityProviderStartResponse } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';

/** Where the provider's sign-in page is, and this attempt's nonce (the API keeps its hash in a cookie). */
export const startIdentityProviderSignIn = (client: ApiClient) =>
  client.get<IdentityProviderStartResponse>(AUTH_PATHS.identityProviderStart);
