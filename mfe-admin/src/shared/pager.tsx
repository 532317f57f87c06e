import styled from 'styled-components';
import { Button } from '@nivasa/ui/antd';
import { MESSAGES } from '@nivasa/contracts/messages';
import { colors } from '@nivasa/ui/theme';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 12px;
  color: ${colors.textMuted};
`;

/**
 * A page of a list the API answers a page at a time. Each call asks for one more than a page, so
 * the page knows whether there is a next one without counting the whole collection.
 */
export function pageOf<T>(fetched: readonly T[] | undefined, pageSize: number): { items: T[]; hasNext: boolean } {
  return { items: (fetched ?? []).slice(0, pageSize), hasNext: (fetched?.length ?? 0) > pageSize };
}

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
  if (pageIndex === 0 && !hasNext) return null;
  return (
    <Bar aria-label={label}>
      <Button disabled={pageIndex === 0 || busy} onClick={() => onPage(pageIndex - 1)}>
        {MESSAGES.previousPage}
      </Button>
      <span aria-live="polite">{MESSAGES.pageNumber(pageIndex + 1)}</span>
      <Button disabled={!hasNext || busy} onClick={() => onPage(pageIndex + 1)}>
        {MESSAGES.nextPage}
      </Button>
    </Bar>
  );
}
