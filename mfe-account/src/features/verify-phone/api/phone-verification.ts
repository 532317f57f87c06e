import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { PHONE_API_PATHS, type AuthResponse, type PhoneCodeRequest, type PhoneCodeSent } from '@nivasa/contracts/api';
import { useApiClient } from '@nivasa/session/api-client';
import { currentUserAtom } from '@nivasa/session/session-state';

/** POST /api/user/phone/send-code: a 6-digit code by SMS to the user's number. */
export function useSendPhoneCode() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => client.post<PhoneCodeSent>(PHONE_API_PATHS.sendCode) });
}

/** POST /api/user/phone/verify: the code proves the number; the session's user then says so. */
export function useVerifyPhone() {
  const client = useApiClient();
  const setCurrentUser = useSetAtom(currentUserAtom);
  return useMutation({
    mutationFn: (request: PhoneCodeRequest) => client.post<AuthResponse>(PHONE_API_PATHS.verify, request),
    onSuccess: ({ user }) => setCurrentUser(user),
  });
}
