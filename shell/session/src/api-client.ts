/** The one way the front ends call the API: same-origin JSON with the session cookie. */
import { atom, useAtomValue } from 'jotai';
import type { ApiError } from '@nivasa/contracts/api';

export const NETWORK_ERROR_MESSAGE = 'Could not reach Nivasa. Check your connection and try again.';
export const UNREADABLE_RESPONSE_MESSAGE = 'Nivasa sent a response that could not be read. Please try again.';

/** A failed call, shaped like the API's error body so screens can show `message` as is. */
export class ApiRequestError extends Error implements ApiError {
  readonly success = false as const;

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

function serverMessage(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object' && 'message' in payload) {
    const { message } = payload as { message: unknown };
    if (typeof message === 'string' && message) return message;
    // Validation errors may arrive as a list of messages.
    if (Array.isArray(message) && message.length) return message.join(', ');
  }
  return undefined;
}

function isFailureBody(payload: unknown): boolean {
  return Boolean(payload && typeof payload === 'object' && (payload as { success?: unknown }).success === false);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `baseUrl` is empty in the browser (the API is on the page's origin). */
export function createApiClient(baseUrl = ''): ApiClient {
  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiRequestError(0, NETWORK_ERROR_MESSAGE);
    }

    const payload = await readBody(response);
    if (!response.ok || isFailureBody(payload)) {
      throw new ApiRequestError(
        response.status,
        serverMessage(payload) ?? `Something went wrong (${response.status}). Please try again.`,
      );
    }
    if (typeof payload === 'string') throw new ApiRequestError(response.status, UNREADABLE_RESPONSE_MESSAGE);
    return payload as T;
  }

  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    put: (path, body) => request('PUT', path, body),
    delete: (path) => request('DELETE', path),
  };
}

/** Held in the store so tests (and, one day, other origins) can point it elsewhere. */
export const apiClientAtom = atom<ApiClient>(createApiClient());

export function useApiClient(): ApiClient {
  return useAtomValue(apiClientAtom);
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return NETWORK_ERROR_MESSAGE;
}
