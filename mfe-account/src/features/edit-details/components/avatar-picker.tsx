import { useRef, type ChangeEvent } from 'react';
import { Alert, Avatar, Button, Progress } from '@nivasa/ui/antd';
import styled from 'styled-components';
import { useText } from '@nivasa/session/language';
import { colors } from '@nivasa/ui/theme';
import { AVATAR_TEXT } from '../../../messages';
import type { AvatarUpload } from '../hooks/use-avatar-upload';
import { AVATAR_PICKER_TEXT } from '../messages';

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  margin-bottom: 24px;
`;

const PictureButton = styled.button`
  position: relative;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;

  &:disabled {
    cursor: progress;
  }
`;

const Badge = styled.span`
  position: absolute;
  right: 2px;
  bottom: 2px;
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border: 3px solid ${colors.surface};
  border-radius: 50%;
  background: ${colors.primary};
  color: #fff;
`;

const Hint = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.875rem;
  text-align: center;
`;

const Status = styled.div`
  width: min(100%, 320px);
  display: grid;
  gap: 6px;
`;

const Running = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Buttons = styled.span`
  display: flex;
  gap: 8px;
`;

const Success = styled.p`
  margin: 0;
  color: #15803d;
  font-weight: 500;
  text-align: center;
`;

function CameraIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" strokeLinejoin="round" />
      <circle cx="12" cy="13.5" r="3.5" />
    </svg>
  );
}

interface AvatarPickerProps {
  username: string;
  /** The pending avatar if one was uploaded, else the current one ('' for none). */
  src: string;
  upload: AvatarUpload;
  onPick: (file: File) => void;
  onCancel: () => void;
  onPause: () => void;
  onResume: () => void;
}

/** The avatar, clickable to pick a new picture, and how its upload is going. */
export function AvatarPicker({ username, src, upload, onPick, onCancel, onPause, onResume }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const text = useText(AVATAR_PICKER_TEXT);
  const avatarText = useText(AVATAR_TEXT);
  const running = upload.status === 'running' || upload.status === 'paused';

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same file again must fire another change.
    event.target.value = '';
    if (file) onPick(file);
  };

  return (
    <Picker>
      <PictureButton type="button" aria-label={text.changePicture} disabled={running} onClick={() => input.current?.click()}>
        <Avatar size={112} src={src || undefined} alt={avatarText.alt(username)} style={{ background: colors.primary, fontSize: 42 }}>
          {username.charAt(0).toUpperCase()}
        </Avatar>
        <Badge>
          <CameraIcon />
        </Badge>
      </PictureButton>
      <input ref={input} type="file" accept="image/*" hidden aria-label={text.fileLabel} onChange={picked} />
      <Status aria-live="polite">
        {upload.status === 'idle' && <Hint>{text.hint}</Hint>}
        {running && (
          <>
            <Running>
              <span>{upload.status === 'paused' ? text.paused(upload.percent) : text.uploading(upload.percent)}</span>
              <Buttons>
                {upload.status === 'paused' ? (
                  <Button size="small" type="primary" onClick={onResume}>
                    {text.resume}
                  </Button>
                ) : (
                  upload.resumable && (
                    <Button size="small" onClick={onPause}>
                      {text.pause}
                    </Button>
                  )
                )}
                <Button size="small" onClick={onCancel}>
                  {text.cancel}
                </Button>
              </Buttons>
            </Running>
            <Progress percent={upload.percent} showInfo={false} size="small" strokeColor={colors.primary} />
          </>
        )}
        {upload.status === 'success' && <Success>{text.uploaded}</Success>}
        {upload.status === 'canceled' && <Hint>{text.canceled}</Hint>}
        {upload.status === 'error' && <Alert type="error" showIcon title={text.failed} />}
      </Status>
    </Picker>
  );
}
