import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS, type MessageResponse, type SignUpRequest } from '@nivasa/contracts/api';
import { type ApiClient, useApiClient } from '@nivasa/session/api-client';

export const signUp = (client: ApiClient, account: SignUpRequest) => client.post<MessageResponse>(AUTH_PATHS.signUp, account);

export function useSignUp() {
  const client = useApiClient();
  return useMutation({ mutationFn: (account: SignUpRequest) => signUp(client, account) });
}
