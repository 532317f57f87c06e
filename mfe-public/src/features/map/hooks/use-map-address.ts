import { useMemo } from 'react';
import { PATHS } from '@nivasa/contracts/paths';
import { useLocation, useNavigate } from '@nivasa/ui/router';
import {
  type Bbox,
  formatBbox,
  formatPolygon,
  formatView,
  type LngLat,
  MAP_PARAMETERS,
  type MapView,
  parseBbox,
  parsePolygon,
  parseView,
  withMapParameters,
} from '../utils/map-address';

/**
 * The search map's part of the address: its area (bbox or a drawn polygon, a new search and so a
 * new step back) and its view (replaced as the map moves, so a shared link opens the same map).
 */
export function useMapAddress() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const area = useMemo(() => {
    const params = new URLSearchParams(search);
    return {
      bbox: parseBbox(params.get(MAP_PARAMETERS.bbox)),
      polygon: parsePolygon(params.get(MAP_PARAMETERS.polygon)),
      view: parseView(params.get(MAP_PARAMETERS.view)),
    };
  }, [search]);
  const go = (changes: Parameters<typeof withMapParameters>[1], replace = false) =>
    void navigate(`${PATHS.search}${withMapParameters(search, changes)}`, { replace });

  return {
    ...area,
    onSearchArea: (bbox: Bbox) => go({ bbox: formatBbox(bbox), polygon: undefined }),
    onDrawArea: (points: LngLat[]) => go({ polygon: formatPolygon(points), bbox: undefined }),
    onClearArea: () => go({ bbox: undefined, polygon: undefined }),
    onViewChange: (view: MapView) => go({ view: formatView(view) }, true),
  };
}
