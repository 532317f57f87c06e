import { useCallback, useEffect, useRef, useState } from 'react';
import { AVATAR_MAX_BYTES } from '@nivasa/contracts/limits';
import { UploadCanceledError, useApiClient } from '@nivasa/session/api-client';
import { uploadAvatar } from '../api/upload-avatar';

/**
 * The avatar upload's states. There is no 'paused': the original's resumable cloud
 * uploads could pause, one HTTP request cannot.
 */
export type AvatarUpload =
  | { status: 'idle' }
  | { status: 'running'; percent: number }
  | { status: 'success'; url: string }
  | { status: 'canceled' }
  | { status: 'error' };

const IDLE: AvatarUpload = { status: 'idle' };

function isAcceptable(file: File): boolean {
  return file.type.startsWith('image/') && file.size > 0 && file.size <= AVATAR_MAX_BYTES;
}

/** Uploads a picked picture at once, with progress; its URL becomes the pending avatar. */
export function useAvatarUpload() {
  const client = useApiClient();
  const [upload, setUpload] = useState<AvatarUpload>(IDLE);
  const current = useRef<AbortController | null>(null);

  const start = useCallback(
    async (file: File) => {
      current.current?.abort();
      // Checked here too, so a wrong file fails at once instead of after its upload.
      if (!isAcceptable(file)) {
        current.current = null;
        setUpload({ status: 'error' });
        return;
      }
      const attempt = new AbortController();
      current.current = attempt;
      // Only the latest attempt may change what the page shows.
      const update = (next: AvatarUpload) => {
        if (current.current === attempt) setUpload(next);
      };
      update({ status: 'running', percent: 0 });
      try {
        const { url } = await uploadAvatar(client, file, {
          signal: attempt.signal,
          onProgress: (percent) => update({ status: 'running', percent }),
        });
        update({ status: 'success', url });
      } catch (error) {
        update(error instanceof UploadCanceledError ? { status: 'canceled' } : { status: 'error' });
      }
    },
    [client],
  );

  const cancel = useCallback(() => current.current?.abort(), []);

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setUpload(IDLE);
  }, []);

  // Leaving the page stops an upload nobody would use.
  useEffect(() => () => current.current?.abort(), []);

  return { upload, start, cancel, reset };
}
