/** The API calls that change who is signed in. */
import {
  AUTH_PATHS,
  type AuthResponse,
  type MessageResponse,
  type SignInRequest,
  type VerifyTokenResponse,
} from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';

export const sessionApi = {
  verifyToken: (client: ApiClient) => client.get<VerifyTokenResponse>(AUTH_PATHS.verifyToken),
  signIn: (client: ApiClient, credentials: SignInRequest) => client.post<AuthResponse>(AUTH_PATHS.signIn, credentials),
  signOut: (client: ApiClient) => client.get<MessageResponse>(AUTH_PATHS.signOut),
  deleteAccount: (client: ApiClient, userId: string) => client.delete<MessageResponse>(AUTH_PATHS.deleteUser(userId)),
};
