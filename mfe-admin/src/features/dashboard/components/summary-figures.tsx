import { formatNumber } from '@nivasa/contracts/format';
import type { Translation } from '@nivasa/contracts/languages';
import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { errorMessage } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { LoadError } from '@nivasa/ui/states';
import { LOAD_ERROR_TEXT } from '../../../messages';
import { StatCard, StatGrid } from '../../../shared/stat-cards';
import { SUMMARY_FIGURES_TEXT } from '../messages';

export interface SummaryFigure {
  label: string;
  /** The query behind the figure, with the figure picked out of its answer. */
  count: Pick<UseQueryResult<number>, 'data' | 'isError' | 'error' | 'refetch'>;
  /** The most the count can show; one more is written as a floor ('50+'). */
  cap?: number;
  to?: string;
}

const Failure = styled.div`
  margin-top: 12px;
`;

function shown({ count, cap }: SummaryFigure, text: Translation<typeof SUMMARY_FIGURES_TEXT.en>) {
  if (count.isError) return <span title={text.figureFailed}>—</span>;
  if (count.data === undefined) return <span aria-label={text.loading}>…</span>;
  return cap !== undefined && count.data >= cap ? `${formatNumber(cap)}+` : formatNumber(count.data);
}

/**
 * The dashboard's figures, as cards; each links to its list where it has one. A figure that
 * failed shows a dash, and under the cards why, with a way to load the failed ones again.
 */
export function SummaryFigures({ figures }: { figures: SummaryFigure[] }) {
  const text = useText(SUMMARY_FIGURES_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const loadError = useText(LOAD_ERROR_TEXT);
  const failed = figures.filter(({ count }) => count.isError);
  return (
    <>
      <StatGrid aria-label={text.label}>
        {figures.map((figure) => (
          <StatCard key={figure.label} label={figure.label} to={figure.to}>
            {shown(figure, text)}
          </StatCard>
        ))}
      </StatGrid>
      {failed.length > 0 && (
        <Failure>
          <LoadError
            retryLabel={messages.tryAgain}
            message={loadError.message(errorMessage(failed[0].count.error))}
            onRetry={() => failed.forEach(({ count }) => void count.refetch())}
          />
        </Failure>
      )}
    </>
  );
}
