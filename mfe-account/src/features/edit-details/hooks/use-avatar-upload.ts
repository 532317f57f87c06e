import { useCallback, useEffect, useRef, useState } from 'react';
import { AVATAR_MAX_BYTES } from '@nivasa/contracts/limits';
import { UploadCanceledError, useApiClient } from '@nivasa/session/api-client';
import { type ImageSending, sendImage } from '../../../shared/image-upload/send-image';

/**
 * The avatar upload's states, the spec's: a large picture goes in resumable pieces, so it can
 * pause (`resumable`), and pauses by itself when its connection is lost for long.
 */
export type AvatarUpload =
  | { status: 'idle' }
  | { status: 'running'; percent: number; resumable: boolean }
  | { status: 'paused'; percent: number }
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
  const current = useRef<ImageSending | null>(null);

  const start = useCallback(
    async (file: File) => {
      current.current?.cancel();
      // Checked here too, so a wrong file fails at once instead of after its upload.
      if (!isAcceptable(file)) {
        current.current = null;
        setUpload({ status: 'error' });
        return;
      }
      let percent = 0;
      let resumable = false;
      // Only the latest attempt may change what the page shows.
      const update = (next: AvatarUpload) => {
        if (current.current === attempt) setUpload(next);
      };
      const attempt = sendImage(client, file, 'avatar', {
        onProgress: (sent) => {
          percent = sent;
          update({ status: 'running', percent, resumable });
        },
        onReady: (inPieces) => {
          resumable = inPieces;
          update({ status: 'running', percent, resumable });
        },
        onPaused: () => update({ status: 'paused', percent }),
        onResumed: () => update({ status: 'running', percent, resumable }),
      });
      current.current = attempt;
      update({ status: 'running', percent: 0, resumable: false });
      try {
        const url = await attempt.done;
        update({ status: 'success', url });
      } catch (error) {
        update(error instanceof UploadCanceledError ? { status: 'canceled' } : { status: 'error' });
      }
    },
    [client],
  );

  const cancel = useCallback(() => current.current?.cancel(), []);
  const pause = useCallback(() => current.current?.pause(), []);
  const resume = useCallback(() => current.current?.resume(), []);

  const reset = useCallback(() => {
    current.current?.cancel();
    current.current = null;
    setUpload(IDLE);
  }, []);

  // Leaving the page stops an upload nobody would use.
  useEffect(() => () => current.current?.cancel(), []);

  return { upload, start, cancel, pause, resume, reset };
}
