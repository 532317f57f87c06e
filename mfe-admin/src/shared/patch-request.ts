import { atom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '@nivasa/session/api-client';

/**
 * Where PATCH calls go: '' is the page's own origin, as for the shared client; tests point it at
 * their stand-in API.
 */
export const patchBaseUrlAtom = atom('');

interface ApiAnswer {
  success?: boolean;
  message?: unknown;
  errors?: unknown;
}

/**
 * A PATCH with a JSON body, failing as the shared API client fails (ApiRequestError with the
 * API's message and field errors). The shared client has no PATCH, and it is a singleton the
 * shell provides: giving it one would need a shell release, and this remote ships on its own.
 */
export async function patchJson<T>(baseUrl: string, path: string, body: unknown = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method: 'PATCH',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, NETWORK_ERROR_MESSAGE);
  }
  const answer = (await response.json().catch(() => undefined)) as ApiAnswer | undefined;
  if (!response.ok || !answer || answer.success === false) {
    const message =
      typeof answer?.message === 'string' && answer.message
        ? answer.message
        : `Something went wrong (${response.status}). Please try again.`;
    const errors = Array.isArray(answer?.errors) ? answer.errors : [];
    throw new ApiRequestError(response.status, message, errors);
  }
  return answer as T;
}

/** `patchJson` bound to this page's API address. */
export function usePatch() {
  const baseUrl = useAtomValue(patchBaseUrlAtom);
  return useCallback(<T>(path: string, body?: unknown) => patchJson<T>(baseUrl, path, body), [baseUrl]);
}
