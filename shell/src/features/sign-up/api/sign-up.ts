import { AUTH_PATHS, type MessageResponse, type SignUpRequest } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';

export const signUp = (client: ApiClient, account: SignUpRequest) => client.post<MessageResponse>(AUTH_PATHS.signUp, account);
