import { useCallback, useEffect, useRef, useState } from 'react';
import { LISTING_LIMITS, UPLOADS_IN_FLIGHT_MAX } from '@nivasa/contracts/limits';
import { errorMessage, UploadCanceledError, useApiClient } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { AUTH_CATALOGUE } from '@nivasa/ui/account-catalogues';
import { LISTING_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { uploadListingImage } from '../api/upload-listing-image';

/** One file on its way up. */
export interface RunningUpload {
  id: number;
  name: string;
  percent: number;
}

/** Why some picked files were not taken or did not arrive: one message, the files it is about. */
export interface UploadNotice {
  message: string;
  files: string[];
  /** The server's own words, when it refused an upload. */
  detail?: string;
}

/**
 * Uploads each picked image with its own progress, UPLOADS_IN_FLIGHT_MAX at a time (the API
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
  const controllers = useRef(new Map<number, AbortController>());
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
      const controller = new AbortController();
      controllers.current.set(id, controller);
      setRunning((current) => [...current, { id, name: file.name, percent: 0 }]);
      const started = await takeSlot(controller.signal);
      try {
        // Cancelled while it waited for its turn: nothing was sent.
        if (!started) return;
        const { url } = await uploadListingImage(client, file, {
          signal: controller.signal,
          onProgress: (percent) => setRunning((current) => current.map((item) => (item.id === id ? { ...item, percent } : item))),
        });
        onUploaded(url, id);
      } catch (error) {
        if (!(error instanceof UploadCanceledError)) {
          notify({ message: listingText.imageUploadFailed, files: [file.name], detail: errorMessage(error) });
        }
      } finally {
        if (started) releaseSlot();
        controllers.current.delete(id);
        setRunning((current) => current.filter((item) => item.id !== id));
      }
    },
    [client, listingText, notify, onUploaded, takeSlot, releaseSlot],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      setNotices([]);
      let count = taken() + controllers.current.size;
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

  // Leaving the form stops uploads nobody would use.
  useEffect(() => {
    const current = controllers.current;
    return () => current.forEach((controller) => controller.abort());
  }, []);

  return { running, notices, add };
}
