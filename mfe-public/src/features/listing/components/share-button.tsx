import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { UI_TIMINGS } from '@nivasa/contracts/limits';
import { useText } from '@nivasa/session/language';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { colors, radius } from '@nivasa/ui/theme';
import { shareOrCopy } from '../lib/share-link';
import { ShareIcon } from './icons';
import { SHARE_BUTTON_TEXT } from '../messages';

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
`;

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 8px 16px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
`;

const Notice = styled.span<{ $failed: boolean }>`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  z-index: 2;
  padding: 6px 12px;
  border-radius: ${radius.small};
  background: ${({ $failed }) => ($failed ? colors.danger : colors.text)};
  color: #fff;
  font-size: 0.85rem;
  white-space: nowrap;
`;

type ShareNotice = { text: string; failed: boolean } | null;

/**
 * The phone's share sheet where there is one; elsewhere the link is copied, and says so for a moment.
 * `path`: the page's address on this site, made absolute when shared (the server's render has no window).
 */
export function ShareButton({ path, title, text }: { path: string; title: string; text: string }) {
  const buttonText = useText(SHARE_BUTTON_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const [notice, setNotice] = useState<ShareNotice>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), UI_TIMINGS.linkCopiedMs);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const share = async () => {
    const outcome = await shareOrCopy({ title, text, url: `${window.location.origin}${path}` });
    if (outcome === 'copied') setNotice({ text: messages.linkCopied, failed: false });
    if (outcome === 'failed') setNotice({ text: buttonText.copyFailed, failed: true });
  };

  return (
    <Wrapper>
      <Button type="button" onClick={share}>
        <ShareIcon size={18} /> {buttonText.share}
      </Button>
      <span role="status" aria-live="polite">
        {notice && <Notice $failed={notice.failed}>{notice.text}</Notice>}
      </span>
    </Wrapper>
  );
}
