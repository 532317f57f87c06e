import { useCallback, useEffect, useRef, useState } from 'react';
import { LISTING_LIMITS, UPLOADS_IN_FLIGHT_MAX } from '@nivasa/contracts/limits';
import { errorMessage, UploadCanceledError, useApiClient } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { AUTH_CATALOGUE } from '@nivasa/ui/account-catalogues';
import { LISTING_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { type ImageSending, sendImage } from '../../../shared/image-upload/send-image';

/** One file on its way up. */
export interface RunningUpload {
  id: number;
  name: string;
  percent: number;
  /** Sent in resumable pieces (a large picture), so it can pause. */
  resumable: boolean;
  paused: boolean;
}

/** Why some picked files were not taken or did not arrive: one message, the files it is about. */
export interface UploadNotice {
  message: string;
  files: string[];
  /** The server's own words, when it refused an upload. */
  detail?: string;
}

/**
 * Uploads each picked image with its own progress (made smaller in the browser first, a large one
 * in resumable pieces that can pause), UPLOADS_IN_FLIGHT_MAX at a time (the API
 * refuses more), the others waiting at 0% for their turn. Files that are not images, are over
 * the size limit, or would make more than the most images a listing may have are refused before
 * anything is sent. `taken` is how many images the listing already has; `onUploaded` gets each
 * stored image's URL as it arrives, with its place in the order the files were picked (uploads
 * finish in any order).
 */
export function useImageUploads(taken: () => number, onUploaded: (url: string, pickOrder: number) => void) {
  const client = useApiClient();
  const authText = useText(AUTH_CATALOGUE);
  const listingText = useText(LISTING_CATALOGUE);
  const [running, setRunning] = useState<RunningUpload[]>([]);
  const [notices, setNotices] = useState<UploadNotice[]>([]);
  // Each picked file: its wait for a turn (aborted when the form goes), then its sending.
  const sendings = useRef(new Map<number, { waiting: AbortController; sending?: ImageSending }>());
  const nextId = useRef(0);
  const slots = useRef({ free: UPLOADS_IN_FLIGHT_MAX, waiting: [] as (() => void)[] });

  /** Resolves true when the upload may start, false when it was cancelled while it waited. */
  const takeSlot = useCallback(
    (signal: AbortSignal) =>
      new Promise<boolean>((resolve) => {
        if (slots.current.free > 0) {
          slots.current.free -= 1;
          resolve(true);
          return;
        }
        const onTurn = () => {
          signal.removeEventListener('abort', onAbort);
          resolve(true);
        };
        const onAbort = () => {
          slots.current.waiting = slots.current.waiting.filter((waiting) => waiting !== onTurn);
          resolve(false);
        };
        slots.current.waiting.push(onTurn);
        signal.addEventListener('abort', onAbort, { once: true });
      }),
    [],
  );
  const releaseSlot = useCallback(() => {
    const next = slots.current.waiting.shift();
    if (next) next();
    else slots.current.free += 1;
  }, []);

  const notify = useCallback((notice: UploadNotice) => {
    setNotices((current) => {
      const same = current.find(({ message, detail }) => message === notice.message && detail === notice.detail);
      if (!same) return [...current, notice];
      return current.map((item) => (item === same ? { ...item, files: [...item.files, ...notice.files] } : item));
    });
  }, []);

  const upload = useCallback(
    async (file: File) => {
      nextId.current += 1;
      const id = nextId.current;
      const waiting = new AbortController();
      const entry: { waiting: AbortController; sending?: ImageSending } = { waiting };
      sendings.current.set(id, entry);
      setRunning((current) => [...current, { id, name: file.name, percent: 0, resumable: false, paused: false }]);
      const change = (patch: Partial<RunningUpload>) =>
        setRunning((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
      const started = await takeSlot(waiting.signal);
      try {
        // Cancelled while it waited for its turn: nothing was sent.
        if (!started) return;
        const sending = sendImage(client, file, 'listing', {
          onProgress: (percent) => change({ percent }),
          onReady: (resumable) => change({ resumable }),
          onPaused: () => change({ paused: true }),
          onResumed: () => change({ paused: false }),
        });
        entry.sending = sending;
        const url = await sending.done;
        onUploaded(url, id);
      } catch (error) {
        if (!(error instanceof UploadCanceledError)) {
          notify({ message: listingText.imageUploadFailed, files: [file.name], detail: errorMessage(error) });
        }
      } finally {
        if (started) releaseSlot();
        sendings.current.delete(id);
        setRunning((current) => current.filter((item) => item.id !== id));
      }
    },
    [client, listingText, notify, onUploaded, takeSlot, releaseSlot],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      setNotices([]);
      let count = taken() + sendings.current.size;
      for (const file of files) {
        if (!file.type.startsWith('image/')) notify({ message: authText.notAnImage, files: [file.name] });
        else if (file.size > LISTING_LIMITS.imageMaxBytes) notify({ message: listingText.imageTooLarge, files: [file.name] });
        else if (count >= LISTING_LIMITS.imagesMax) notify({ message: listingText.tooManyImages, files: [file.name] });
        else {
          count += 1;
          void upload(file);
        }
      }
    },
    [authText, listingText, notify, taken, upload],
  );

  const pause = useCallback((id: number) => sendings.current.get(id)?.sending?.pause(), []);
  const resume = useCallback((id: number) => sendings.current.get(id)?.sending?.resume(), []);

  // Leaving the form stops uploads nobody would use.
  useEffect(() => {
    const current = sendings.current;
    return () => {
      current.forEach(({ waiting, sending }) => {
        waiting.abort();
        sending?.cancel();
      });
    };
  }, []);

  return { running, notices, add, pause, resume };
}
