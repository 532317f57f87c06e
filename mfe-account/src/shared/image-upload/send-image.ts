import { AUTH_PATHS, type ImagePurpose, type ImageUploadResponse } from '@nivasa/contracts/api';
import { RESUMABLE_UPLOAD_LIMITS } from '@nivasa/contracts/limits';
import { type ApiClient, UploadCanceledError } from '@nivasa/session/api-client';

/** One picture on its way to the API. */
export interface ImageSending {
  /** The stored image's address; rejects with the API's refusal, or UploadCanceledError once cancelled. */
  readonly done: Promise<string>;
  /** Stops sending a resumable upload where it is (the bytes sent stay on the server). */
  pause(): void;
  /** Carries on from what the server has. */
  resume(): void;
  /** Stops for good (a resumable upload is dropped on the server too). */
  cancel(): void;
}

export interface ImageSendingEvents {
  /** Whole percent of the picture's bytes the server has. */
  onProgress: (percent: number) => void;
  /** The picture is ready to go: `resumable` when it goes in pieces and so can pause and resume. */
  onReady?: (resumable: boolean) => void;
  /** A resumable upload stopped: paused by the user, or its connection lost after its retries. */
  onPaused?: () => void;
  /** It is sending again. */
  onResumed?: () => void;
}

/** What the lazily loaded sender offers back once a resumable upload has started. */
export interface ResumableControls {
  pause(): void;
  resume(): void;
  cancel(): void;
}

/**
 * Sends a picture the way a phone on a weak signal should: made smaller in the browser first (see
 * image-sending.ts, loaded only when a picture is picked, so no page's first paint carries it),
 * then, if still over RESUMABLE_UPLOAD_LIMITS.fromBytes, in resumable tus pieces that survive a
 * dropped connection; a small picture goes in one multipart request, as before.
 */
export function sendImage(client: ApiClient, file: File, purpose: ImagePurpose, events: ImageSendingEvents): ImageSending {
  const stop = new AbortController();
  let controls: ResumableControls | undefined;
  const inOneRequest = async (picture: Blob) => {
    events.onReady?.(false);
    const form = new FormData();
    form.append('image', picture, file.name);
    const { url } = await client.upload<ImageUploadResponse>(AUTH_PATHS.uploadImage(purpose), form, {
      signal: stop.signal,
      onProgress: events.onProgress,
    });
    return url;
  };
  const done = (async () => {
    // Events come only after sendImage has returned, so the caller holds its sending first.
    await Promise.resolve();
    // A small picture gains little from being made smaller: it goes at once, without the code to do it.
    if (file.size <= RESUMABLE_UPLOAD_LIMITS.fromBytes) return inOneRequest(file);
    const sending = await import(/* webpackChunkName: "image-sending" */ './image-sending');
    const picture = await sending.compressImage(file, purpose);
    if (stop.signal.aborted) throw new UploadCanceledError();
    if (picture.size <= RESUMABLE_UPLOAD_LIMITS.fromBytes) return inOneRequest(picture);
    events.onReady?.(true);
    return sending.sendResumable(picture, purpose, events, stop.signal, (started) => {
      controls = started;
    });
  })();
  return {
    done,
    pause: () => controls?.pause(),
    resume: () => controls?.resume(),
    cancel: () => {
      stop.abort();
      controls?.cancel();
    },
  };
}
