/** The one way the front ends call the API: same-origin JSON with the session cookie. */
import { atom, useAtomValue } from 'jotai';
import type { ApiError, FieldError } from '@nivasa/contracts/api';
import { pageLanguage } from '@nivasa/session/language';
import { type ClientErrorCode, type ErrorCode, statusErrorCode } from '@nivasa/contracts/errors';
// One shared module holds the package's catalogues, so their runtime is not copied into each module that shows them.
import { CLIENT_ERROR_TEXT } from '@nivasa/session/catalogues';

// The client's own failures' words in English, as remotes' tests name them; a page shows them in its language.
export const NETWORK_ERROR_MESSAGE = CLIENT_ERROR_TEXT.en.networkError;
export const UNREADABLE_RESPONSE_MESSAGE = CLIENT_ERROR_TEXT.en.unreadableResponse;
export const UPLOAD_CANCELED_MESSAGE = CLIENT_ERROR_TEXT.en.uploadCanceled;

/**
 * The client's own words in the page's language, outside React: its translations load with the
 * page (a Sinhala page asks for them as this module is evaluated), English until they are here.
 * Forms word these failures again by code as they render (useAccountErrors), in the language shown.
 */
function clientErrorText() {
  return CLIENT_ERROR_TEXT.loaded(pageLanguage()) ?? CLIENT_ERROR_TEXT.en;
}

/**
 * A failed call, shaped like the API's error body so screens can show `message` as is and choose
 * by `code` (never by the words of `message`): the answer's code, or the client's own when no
 * answer could be read.
 */
export class ApiRequestError extends Error implements Omit<ApiError, 'code'> {
  readonly success = false as const;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    /** The refused fields, each with its message, when the refusal is about fields. */
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Whether the call failed with this code (an answer's or the client's own). */
export function hasErrorCode(error: unknown, ...codes: (ErrorCode | ClientErrorCode)[]): error is ApiRequestError {
  return error instanceof ApiRequestError && codes.includes(error.code);
}

/** What a form shows of a failure: a message, and the fields it is about (each under its field). */
export interface Refusal {
  message: string;
  errors: readonly FieldError[];
}

/** The refusal of a failed call; `message` replaces the failure's own words (a form's own wording). */
export function refusalOf(error: unknown, message = errorMessage(error)): Refusal {
  return { message, errors: error instanceof ApiRequestError ? error.errors : [] };
}

/** An upload stopped by its caller (the signal aborted), not a failure to report. */
export class UploadCanceledError extends ApiRequestError {
  constructor() {
    super(0, 'UPLOAD_CANCELED', clientErrorText().uploadCanceled);
    this.name = 'UploadCanceledError';
  }
}

export interface UploadOptions {
  /** Whole percent of the request body sent so far, 0 to 100; called as the bytes go out. */
  onProgress?: (percent: number) => void;
  /** Aborting it aborts the upload, which then rejects with an UploadCanceledError. */
  signal?: AbortSignal;
}

export interface ApiClient {
  /** `signal` aborts the call (a query no longer wanted); it then rejects as a network error. */
  get<T>(path: string, options?: { signal?: AbortSignal }): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  /** A body only where the API's contract asks for one (DELETE /api/user/remove-favorites). */
  delete<T>(path: string, body?: unknown): Promise<T>;
  /** A multipart POST with upload progress (fetch cannot report it, so this one is XMLHttpRequest). */
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
}

function serverMessage(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object' && 'message' in payload) {
    const { message } = payload as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/**
 * The answer's code; one that names none by its status. A code this build does not know is kept:
 * it matches none of the codes a page chooses by, and checking it against the whole list would put
 * that list on every page.
 */
function codeOf(payload: unknown, status: number): ErrorCode {
  const code = payload && typeof payload === 'object' ? (payload as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code !== '' ? (code as ErrorCode) : statusErrorCode(status);
}

function fieldErrorsOf(payload: unknown): FieldError[] {
  const errors = payload && typeof payload === 'object' ? (payload as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (error): error is FieldError => Boolean(error) && typeof error.field === 'string' && typeof error.message === 'string',
  );
}

function isFailureBody(payload: unknown): boolean {
  return Boolean(payload && typeof payload === 'object' && (payload as { success?: unknown }).success === false);
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The same reading of an answer for fetch and XMLHttpRequest: the API's message on failure. */
function interpret<T>(status: number, ok: boolean, text: string): T {
  const payload = parseBody(text);
  if (!ok || isFailureBody(payload)) {
    throw new ApiRequestError(
      status,
      codeOf(payload, status),
      serverMessage(payload) ?? clientErrorText().failedWithStatus(status),
      fieldErrorsOf(payload),
    );
  }
  if (typeof payload === 'string') throw new ApiRequestError(status, 'UNREADABLE_RESPONSE', clientErrorText().unreadableResponse);
  return payload as T;
}

function uploadWithProgress<T>(url: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCanceledError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', pageLanguage());
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.floor((event.loaded / event.total) * 100));
      };
      // The whole body is sent, whether or not the last progress event could measure it.
      xhr.upload.onload = () => onProgress(100);
    }
    xhr.onload = () => {
      settle();
      try {
        resolve(interpret<T>(xhr.status, xhr.status >= 200 && xhr.status < 300, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiRequestError(0, 'NETWORK_ERROR', clientErrorText().networkError));
    };
    xhr.onabort = () => {
      settle();
      reject(new UploadCanceledError());
    };
    signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}

/**
 * `baseUrl` is empty in the browser (the API is on the page's origin). `sessionCookie`: for a
 * server's render of a signed-in page, the visitor's session cookie (`name=value`), sent with
 * every call as the browser would send it.
 */
export function createApiClient(baseUrl = '', { sessionCookie }: { sessionCookie?: string } = {}): ApiClient {
  async function request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    // The API answers in the page's language (its messages; codes never change).
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': pageLanguage() };
    if (sessionCookie) headers.Cookie = sessionCookie;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch {
      throw new ApiRequestError(0, 'NETWORK_ERROR', clientErrorText().networkError);
    }

    return interpret<T>(response.status, response.ok, await response.text());
  }

  return {
    get: (path, options) => request('GET', path, undefined, options?.signal),
    post: (path, body) => request('POST', path, body),
    put: (path, body) => request('PUT', path, body),
    patch: (path, body) => request('PATCH', path, body),
    delete: (path, body) => request('DELETE', path, body),
    upload: (path, form, options) => uploadWithProgress(`${baseUrl}${path}`, form, options),
  };
}

/** Held in the store so tests (and, one day, other origins) can point it elsewhere. */
export const apiClientAtom = atom<ApiClient>(createApiClient());

export function useApiClient(): ApiClient {
  return useAtomValue(apiClientAtom);
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return clientErrorText().networkError;
}
