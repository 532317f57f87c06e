import type { UseQueryResult } from '@tanstack/react-query';
import { StatCard, StatGrid } from '../../../shared/stat-cards';

export interface SummaryFigure {
  label: string;
  /** The query behind the figure, with the figure picked out of its answer. */
  count: Pick<UseQueryResult<number>, 'data' | 'isError'>;
  /** The most the count can show; one more is written as a floor ('50+'). */
  cap?: number;
  to?: string;
}

const COUNT = new Intl.NumberFormat('en-US');

function shown({ count, cap }: SummaryFigure) {
  if (count.isError) return <span title="Could not load this figure">—</span>;
  if (count.data === undefined) return <span aria-label="Loading">…</span>;
  return cap !== undefined && count.data >= cap ? `${COUNT.format(cap)}+` : COUNT.format(count.data);
}

/** The dashboard's figures, as cards; each links to its list where it has one. */
export function SummaryFigures({ figures }: { figures: SummaryFigure[] }) {
  return (
    <StatGrid aria-label="Summary">
      {figures.map((figure) => (
        <StatCard key={figure.label} label={figure.label} to={figure.to}>
          {shown(figure)}
        </StatCard>
      ))}
    </StatGrid>
  );
}
