import { useCallback, useEffect, useRef, type ChangeEvent } from 'react';
import { Alert, Button, Progress } from '@nivasa/ui/antd';
import styled from 'styled-components';
import { imageSizeUrl } from '@nivasa/contracts/api';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import { useText } from '@nivasa/session/language';
import { colors, media, radius } from '@nivasa/ui/theme';
import { useImageUploads } from '../hooks/use-image-uploads';
import { IMAGE_PICKER_TEXT } from '../messages';
import { announceLater } from '../utils/announce-later';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Tile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  border: 1px solid ${colors.border};
  border-radius: ${radius.medium};
  overflow: hidden;
  background: ${colors.surface};
`;

const Thumbnail = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${colors.primarySoft};
`;

const CoverBadge = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  padding: 2px 10px;
  border-radius: ${radius.pill};
  background: ${colors.primary};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 600;
`;

const Tools = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 4px;
  padding: 6px;
`;

const Uploading = styled.div`
  display: grid;
  align-content: center;
  gap: 6px;
  aspect-ratio: 4 / 3;
  padding: 12px;
  background: ${colors.background};
  font-size: 0.85rem;
`;

const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Status = styled.span`
  min-height: 1.3em;
  color: ${colors.textMuted};
`;

const Hint = styled.p`
  margin: 8px 0 0;
  color: ${colors.textMuted};
  font-size: 0.875rem;
`;

const Notices = styled.div`
  display: grid;
  gap: 8px;
  margin-top: 12px;
`;

const HIDDEN = { display: 'none' };

const MAX_MB = LISTING_LIMITS.imageMaxBytes / (1024 * 1024);

interface ImagePickerProps {
  /** The id antd gives the field, so its label points at the file input. */
  id?: string;
  /** The uploaded images' URLs, the cover first. */
  value?: string[];
  onChange?: (urls: string[]) => void;
  disabled?: boolean;
  /** How many files are on their way up, whenever that changes. */
  onRunningChange?: (count: number) => void;
}

/**
 * The listing's photos: pick several at once, each uploads at once with its own progress;
 * remove or move them, the first one is the cover. A form field whose value is the URLs.
 */
export function ImagePicker({ id, value = [], onChange, disabled, onRunningChange }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const text = useText(IMAGE_PICKER_TEXT);
  // Two uploads may finish before the form renders again: each adds to the latest list.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const change = useCallback(
    (urls: string[]) => {
      latest.current = urls;
      onChange?.(urls);
    },
    [onChange],
  );
  const taken = useCallback(() => latest.current.length, []);
  // Uploads finish in any order, but the images keep the order they were picked in (the first
  // picked is the cover): each lands right after the last image picked before it.
  const pickOrders = useRef(new Map<string, number>());
  const uploaded = useCallback(
    (url: string, pickOrder: number) => {
      pickOrders.current.set(url, pickOrder);
      const urls = latest.current;
      const earlier = urls.findLastIndex((other) => (pickOrders.current.get(other) ?? 0) < pickOrder);
      change([...urls.slice(0, earlier + 1), url, ...urls.slice(earlier + 1)]);
    },
    [change],
  );
  const { running, notices, add, pause, resume } = useImageUploads(taken, uploaded);

  useEffect(() => onRunningChange?.(running.length), [onRunningChange, running.length]);

  // A screen reader hears the uploads start (below) and end; a failure is an alert of its own.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && running.length === 0) void announceLater(text.uploadsDone);
    wasRunning.current = running.length > 0;
  }, [running.length, text.uploadsDone]);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Picking the same files again must fire another change.
    event.target.value = '';
    if (files.length === 0) return;
    add(files);
    void announceLater(text.uploading(files.map(({ name }) => name).join(', ')));
  };

  const move = (from: number, to: number) => {
    const urls = [...value];
    const [url] = urls.splice(from, 1);
    urls.splice(to, 0, url);
    change(urls);
  };

  const full = value.length + running.length >= LISTING_LIMITS.imagesMax;

  return (
    <div>
      {(value.length > 0 || running.length > 0) && (
        <Grid aria-label={text.listLabel}>
          {value.map((url, index) => (
            <Tile key={url}>
              <Thumbnail src={imageSizeUrl(url, 'card')} alt={index === 0 ? text.coverAlt : text.imageAlt(index + 1)} />
              {index === 0 && <CoverBadge>{text.cover}</CoverBadge>}
              <Tools>
                <Button
                  size="small"
                  aria-label={text.moveLeft(index + 1)}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ←
                </Button>
                <Button
                  size="small"
                  aria-label={text.moveRight(index + 1)}
                  disabled={disabled || index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  →
                </Button>
                <Button
                  size="small"
                  danger
                  aria-label={text.removeLabel(index + 1)}
                  disabled={disabled}
                  onClick={() => change(value.filter((_, other) => other !== index))}
                >
                  {text.remove}
                </Button>
              </Tools>
            </Tile>
          ))}
          {running.map((upload) => (
            <Tile key={`upload-${upload.id}`} aria-label={text.uploading(upload.name)}>
              <Uploading>
                <FileName>{upload.name}</FileName>
                <Progress
                  percent={upload.percent}
                  size="small"
                  strokeColor={colors.primary}
                  status={upload.paused ? 'normal' : 'active'}
                  aria-label={text.uploading(upload.name)}
                />
                {/* Always there, so the tile keeps its height; a small picture goes in one request and cannot pause. */}
                <Status role="status">{upload.paused ? text.paused(upload.percent) : ''}</Status>
              </Uploading>
              <Tools>
                {upload.paused ? (
                  <Button size="small" type="primary" aria-label={text.resumeLabel(upload.name)} onClick={() => resume(upload.id)}>
                    {text.resume}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    aria-label={text.pauseLabel(upload.name)}
                    disabled={!upload.resumable}
                    onClick={() => pause(upload.id)}
                  >
                    {text.pause}
                  </Button>
                )}
              </Tools>
            </Tile>
          ))}
        </Grid>
      )}
      {/* antd's form styles show every file input; this one is opened by the button. */}
      <input ref={input} id={id} type="file" accept="image/*" multiple style={HIDDEN} onChange={picked} />
      <Button type="dashed" size="large" block disabled={disabled || full} onClick={() => input.current?.click()}>
        <span aria-hidden>+</span> {text.addImages}
      </Button>
      <Hint>{text.hint(LISTING_LIMITS.imagesMax, MAX_MB)}</Hint>
      {notices.length > 0 && (
        <Notices>
          {notices.map((notice) => (
            <Alert
              key={`${notice.message}${notice.detail ?? ''}`}
              type="error"
              showIcon
              title={notice.message}
              description={[notice.files.join(', '), notice.detail].filter(Boolean).join(' — ')}
            />
          ))}
        </Notices>
      )}
    </div>
  );
}
