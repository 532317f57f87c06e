import L from 'leaflet';
import { configuredMapStyle } from '../utils/map-style';

const BOUNDARY_STYLE = {
  district: { color: '#51636b', weight: 1.5, fillColor: '#f4f7f2', fillOpacity: 1 },
  dsd: { color: '#a9b7b3', weight: 0.6, fillColor: '#f4f7f2', fillOpacity: 1 },
} as const;

/**
 * Under the pin: the deployment's tiles (MAP_STYLE_URL) with their credit, else the district
 * and DS division boundaries (lk-admin-regions, simplified by tools/src/map-boundaries.ts), which
 * load with the map and need no tile server.
 */
export async function addBaseLayer(map: L.Map): Promise<void> {
  const style = configuredMapStyle();
  if (style) {
    L.control.attribution({ prefix: false }).addTo(map);
    L.tileLayer(style.tileUrl, { attribution: style.attribution, maxZoom: 19 }).addTo(map);
    return;
  }
  let removed = false;
  map.once('unload', () => (removed = true));
  const { default: boundaries } = await import(/* webpackChunkName: "map-boundaries" */ '../assets/lk-boundaries.json');
  // The map may have closed while the boundaries came.
  if (removed) return;
  const layer = L.geoJSON(boundaries as GeoJSON.FeatureCollection, {
    interactive: false,
    style: (feature) => BOUNDARY_STYLE[(feature?.properties as { level: 'district' | 'dsd' }).level],
  });
  layer.addTo(map);
  layer.bringToBack();
}
