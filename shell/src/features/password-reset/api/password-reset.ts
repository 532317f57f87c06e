import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS, type ForgotPasswordRequest, type MessageResponse, type ResetPasswordRequest } from '@nivasa/contracts/api';
import { type ApiClient, useApiClient } from '@nivasa/session/api-client';

export const requestPasswordReset = (client: ApiClient, request: ForgotPasswordRequest) =>
  client.post<MessageResponse>(AUTH_PATHS.forgotPassword, request);

export const resetPassword = (client: ApiClient, token: string, request: ResetPasswordRequest) =>
  client.post<MessageResponse>(AUTH_PATHS.resetPassword(token), request);

export function useRequestPasswordReset() {
  const client = useApiClient();
  return useMutation({ mutationFn: (request: ForgotPasswordRequest) => requestPasswordReset(client, request) });
}

/** The reset link's token is the page's: one form per link. */
export function useResetPassword(token: string) {
  const client = useApiClient();
  return useMutation({ mutationFn: (request: ResetPasswordRequest) => resetPassword(client, token, request) });
}
