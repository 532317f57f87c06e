/** The heavy half of sendImage, in a chunk of its own: the browser's compression and the tus client. */
import { type ImagePurpose, RESUMABLE_UPLOAD_IMAGE_HEADER, RESUMABLE_UPLOAD_PATH } from '@nivasa/contracts/api';
import type { ErrorCode } from '@nivasa/contracts/errors';
import { RESUMABLE_UPLOAD_LIMITS } from '@nivasa/contracts/limits';
import { ApiRequestError, UploadCanceledError } from '@nivasa/session/api-client';
import { pageLanguage } from '@nivasa/session/language';
import { type DetailedError, Upload } from 'tus-js-client';
import type { ImageSendingEvents, ResumableControls } from './send-image';

/**
 * The largest picture worth sending for each purpose: the server's largest listing size is 1920 px
 * wide and at most twice as tall, so a photo made no smaller than that loses nothing; an avatar
 * becomes 256 px square.
 */
const BOUNDS: Record<ImagePurpose, { width: number; height: number }> = {
  listing: { width: 1920, height: 3840 },
  avatar: { width: 1024, height: 1024 },
};
/** Tried in turn until the picture fits RESUMABLE_UPLOAD_LIMITS.compressedMaxBytes. */
const QUALITIES = [0.85, 0.72, 0.6];
const COMPRESSIBLE = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Waits before the tries after a dropped connection; past the last, the upload shows as paused. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000];

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * The photo resized to its purpose's bounds and re-encoded (JPEG; WebP for a PNG, which may be
 * transparent), upright as the camera meant it (EXIF orientation applied, then dropped with the
 * rest of the metadata). The file as it is when it is already small enough, when the browser
 * cannot decode or encode it, or when the result would not be smaller.
 */
export async function compressImage(file: File, purpose: ImagePurpose): Promise<Blob> {
  if (!COMPRESSIBLE.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const bounds = BOUNDS[purpose];
  const scale = Math.min(1, bounds.width / bitmap.width, bounds.height / bitmap.height);
  if (scale === 1 && file.size <= RESUMABLE_UPLOAD_LIMITS.compressedMaxBytes) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const type = file.type === 'image/png' ? 'image/webp' : 'image/jpeg';
  let smallest: Blob = file;
  for (const quality of QUALITIES) {
    const blob = await encode(canvas, type, quality);
    // A browser that cannot write this type hands back a PNG instead.
    if (!blob || blob.type !== type) break;
    if (blob.size < smallest.size) smallest = blob;
    if (blob.size <= RESUMABLE_UPLOAD_LIMITS.compressedMaxBytes) break;
  }
  return smallest;
}

/** The API's refusal in a tus error's answer, as the API client words any other. */
function refusalOf(error: Error | DetailedError): ApiRequestError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return new ApiRequestError(0, 'NETWORK_ERROR', error.message);
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(response.getBody()) as typeof body;
  } catch {
    // Not the API's JSON (a proxy's page): the status alone.
  }
  const code = typeof body.code === 'string' ? (body.code as ErrorCode) : 'BAD_REQUEST';
  return new ApiRequestError(response.getStatus(), code, typeof body.message === 'string' ? body.message : error.message);
}

/** Worth another try: no answer (the signal dropped), a server error, another instance busy with it, or a queue. */
function isPassing(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  return status === 0 || status >= 500 || status === 409 || status === 423 || status === 429;
}

/**
 * Sends the picture with tus in RESUMABLE_UPLOAD_LIMITS.chunkBytes pieces. A dropped connection is
 * retried from the offset the server reports; after the last retry the upload pauses (onPaused)
 * until resumed. Resolves with the stored image's address.
 */
export function sendResumable(
  picture: Blob,
  purpose: ImagePurpose,
  events: ImageSendingEvents,
  signal: AbortSignal,
  started: (controls: ResumableControls) => void,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(picture, {
      endpoint: new URL(RESUMABLE_UPLOAD_PATH, window.location.href).href,
      chunkSize: RESUMABLE_UPLOAD_LIMITS.chunkBytes,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { purpose },
      headers: { Accept: 'application/json', 'Accept-Language': pageLanguage() },
      storeFingerprintForResuming: false,
      onShouldRetry: isPassing,
      onProgress: (sent, total) => events.onProgress(Math.floor((sent / total) * 100)),
      onSuccess: ({ lastResponse }) => {
        const url = lastResponse.getHeader(RESUMABLE_UPLOAD_IMAGE_HEADER);
        if (url) resolve(url);
        else reject(new ApiRequestError(lastResponse.getStatus(), 'UNREADABLE_RESPONSE', 'The upload ended without an image address.'));
      },
      onError: (error) => {
        if ('originalResponse' in error && isPassing(error)) events.onPaused?.();
        else reject(refusalOf(error));
      },
    });
    const cancel = () => {
      void upload.abort(true).catch(() => undefined);
      reject(new UploadCanceledError());
    };
    if (signal.aborted) {
      cancel();
      return;
    }
    signal.addEventListener('abort', cancel, { once: true });
    started({
      pause: () => {
        void upload.abort();
        events.onPaused?.();
      },
      resume: () => {
        events.onResumed?.();
        upload.start();
      },
      cancel,
    });
    upload.start();
  });
}
