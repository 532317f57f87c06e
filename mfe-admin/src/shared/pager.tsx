import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@nivasa/ui/antd';
import { useText } from '@nivasa/session/language';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { colors, media } from '@nivasa/ui/theme';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 12px;
  color: ${colors.textMuted};
`;

/**
 * What a Pager turns the pages of: a new page is scrolled to its top, below the sticky header, so
 * a short last page does not leave the reader looking at the footer.
 */
export const PagedArea = styled.div.attrs({ 'data-paged-area': '' } as Record<string, string>)`
  scroll-margin-top: 96px;

  ${media.mobile} {
    scroll-margin-top: 150px;
  }
`;

interface PagerProps {
  /** What is paged, for screen readers: 'Pages of pending listings'. */
  label: string;
  /** 0 for the first page. */
  pageIndex: number;
  hasNext: boolean;
  /** While the next or previous page loads. */
  busy?: boolean;
  onPage: (pageIndex: number) => void;
}

/** Previous and Next, and which page this is; nothing when the list fits one page. */
export function Pager({ label, pageIndex, hasNext, busy = false, onPage }: PagerProps) {
  const bar = useRef<HTMLElement>(null);
  const text = useText(MESSAGES_CATALOGUE);
  if (pageIndex === 0 && !hasNext) return null;
  const turnTo = (index: number) => {
    onPage(index);
    bar.current?.closest<HTMLElement>('[data-paged-area]')?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <Bar ref={bar} aria-label={label}>
      <Button disabled={pageIndex === 0 || busy} onClick={() => turnTo(pageIndex - 1)}>
        {text.previousPage}
      </Button>
      <span aria-live="polite">{text.pageNumber(pageIndex + 1)}</span>
      <Button disabled={!hasNext || busy} onClick={() => turnTo(pageIndex + 1)}>
        {text.nextPage}
      </Button>
    </Bar>
  );
}
