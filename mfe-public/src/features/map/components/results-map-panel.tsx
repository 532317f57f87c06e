import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useText } from '@nivasa/session/language';
import { colors, radius } from '@nivasa/ui/theme';
import { RESULTS_MAP_TEXT } from '../messages';
import type { ResultsMapProps } from './results-map';

// Leaflet, supercluster and the boundaries (about 70 KB brotli) come only with a map on screen.
const ResultsMap = lazy(() => import(/* webpackChunkName: "map" */ './results-map'));

const Loading = styled.p`
  display: grid;
  place-items: center;
  height: 100%;
  margin: 0;
  border-radius: ${radius.large};
  background: ${colors.primarySoft};
  color: ${colors.textMuted};
`;

/** The results map, fetched when first shown; its box is its parent's, so nothing moves as it arrives. */
export function ResultsMapPanel(props: ResultsMapProps) {
  const text = useText(RESULTS_MAP_TEXT);
  return (
    <Suspense fallback={<Loading role="status">{text.loading}</Loading>}>
      <ResultsMap {...props} />
    </Suspense>
  );
}
