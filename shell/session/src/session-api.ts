/** The API calls that change who is signed in. */
import type { PublicUser, VerifyTokenResponse } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';

// The auth endpoints arrive in a later issue; until their types join @nivasa/contracts/api,
// sign-in follows /api/verify-token's `{ user }` shape.
export interface SignInRequest {
  email: string;
  password: string;
}

export interface SignInResponse {
  user: PublicUser;
}

export const sessionApi = {
  verifyToken: (client: ApiClient) => client.get<VerifyTokenResponse>('/api/verify-token'),
  signIn: (client: ApiClient, credentials: SignInRequest) => client.post<SignInResponse>('/api/auth/signin', credentials),
  signOut: (client: ApiClient) => client.get<unknown>('/api/auth/signout'),
  deleteAccount: (client: ApiClient, userId: string) =>
    client.delete<unknown>(`/api/user/delete/${encodeURIComponent(userId)}`),
};
