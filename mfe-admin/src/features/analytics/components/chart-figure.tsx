import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { formatNumber } from '@nivasa/contracts/format';
import { useLanguage, useText } from '@nivasa/session/language';
import { colors, fontStackOf, radius } from '@nivasa/ui/theme';
import { CHART_FIGURE_TEXT } from '../messages';

// Only what these charts draw, so the rest of Chart.js stays out of the page.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip);

export interface ChartPoint {
  label: string;
  value: number;
  /** The bar's own colour; the brand's teal otherwise. */
  color?: string;
}

export type ChartKind = 'columns' | 'bars' | 'line';

interface ChartFigureProps {
  title: string;
  kind: ChartKind;
  points: ChartPoint[];
  /** Of the drawing, in px; the width follows the figure's. */
  height: number;
  /** The table's headings: what the labels are ('District') and what is counted ('Listings'). */
  labelHeading: string;
  valueLabel: string;
}

const Figure = styled.figure`
  margin: 0;
  padding: 18px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.medium};
  background: ${colors.surface};
  min-width: 0;
`;

const Caption = styled.figcaption`
  margin-bottom: 12px;
  font-size: 1.05rem;
  font-weight: 600;
`;

const Drawing = styled.div`
  position: relative;
  width: 100%;
`;

const Numbers = styled.details`
  margin-top: 10px;
  color: ${colors.textMuted};

  summary {
    cursor: pointer;
  }

  table {
    margin-top: 8px;
    border-collapse: collapse;
  }

  th,
  td {
    padding: 2px 16px 2px 0;
    text-align: left;
  }

  td:last-child {
    text-align: right;
  }
`;

function chartConfig(kind: ChartKind, points: ChartPoint[], valueLabel: string, fontFamily: string) {
  const line = kind === 'line';
  return {
    type: line ? ('line' as const) : ('bar' as const),
    data: {
      labels: points.map(({ label }) => label),
      datasets: [
        {
          label: valueLabel,
          data: points.map(({ value }) => value),
          backgroundColor: points.map(({ color }) => color ?? colors.primary),
          borderColor: colors.primary,
          borderRadius: line ? 0 : 4,
          maxBarThickness: 40,
          tension: 0.25,
        },
      ],
    },
    options: {
      indexAxis: kind === 'bars' ? ('y' as const) : ('x' as const),
      responsive: true,
      maintainAspectRatio: false,
      animation: false as const,
      font: { family: fontFamily },
      plugins: { tooltip: { enabled: true } },
      scales: {
        // Counts are whole numbers: no 0.5 ticks on a small axis.
        [kind === 'bars' ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } },
      },
    },
  };
}

/**
 * One chart, drawn by Chart.js on a canvas. The canvas is one image to a screen reader, so its
 * numbers are also in a table under it, folded away for sighted readers.
 */
export function ChartFigure({ title, kind, points, height, labelHeading, valueLabel }: ChartFigureProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const captionId = useId();
  const text = useText(CHART_FIGURE_TEXT);
  const language = useLanguage();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const chart = new Chart(canvas, chartConfig(kind, points, valueLabel, fontStackOf(language)));
    return () => chart.destroy();
  }, [kind, points, valueLabel, language]);

  return (
    <Figure aria-labelledby={captionId}>
      <Caption id={captionId}>{title}</Caption>
      <Drawing style={{ height }}>
        <canvas ref={canvasRef} role="img" aria-label={text.chartLabel(title)} />
      </Drawing>
      <Numbers>
        <summary>{text.showNumbers}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map(({ label, value }) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{formatNumber(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Numbers>
    </Figure>
  );
}
