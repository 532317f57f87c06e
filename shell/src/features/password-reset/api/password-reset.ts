import { AUTH_PATHS, type ForgotPasswordRequest, type MessageResponse, type ResetPasswordRequest } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';

export const requestPasswordReset = (client: ApiClient, request: ForgotPasswordRequest) =>
  client.post<MessageResponse>(AUTH_PATHS.forgotPassword, request);

export const resetPassword = (client: ApiClient, token: string, request: ResetPasswordRequest) =>
  client.post<MessageResponse>(AUTH_PATHS.resetPassword(token), request);
