/** The API calls that change who is signed in, or who they are. */
import {
  AUTH_PATHS,
  type AuthResponse,
  type IdentityProviderSignInRequest,
  type MessageResponse,
  type SignInRequest,
  type UpdateUserRequest,
  type VerifyTokenResponse,
} from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';

export const sessionApi = {
  verifyToken: (client: ApiClient) => client.get<VerifyTokenResponse>(AUTH_PATHS.verifyToken),
  signIn: (client: ApiClient, credentials: SignInRequest) => client.post<AuthResponse>(AUTH_PATHS.signIn, credentials),
  signInWithIdToken: (client: ApiClient, request: IdentityProviderSignInRequest) =>
    client.post<AuthResponse>(AUTH_PATHS.identityProviderSignIn, request),
  signOut: (client: ApiClient) => client.post<MessageResponse>(AUTH_PATHS.signOut),
  updateUser: (client: ApiClient, userId: string, changes: UpdateUserRequest) =>
    client.post<AuthResponse>(AUTH_PATHS.updateUser(userId), changes),
  deleteAccount: (client: ApiClient, userId: string) => client.delete<MessageResponse>(AUTH_PATHS.deleteUser(userId)),
};
