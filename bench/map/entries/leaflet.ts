import L from 'leaflet';
import Supercluster from 'supercluster';
import { benchMarkers, loadBoundaries, reportRendered } from './markers';

async function main() {
  const map = L.map('map', { center: [7.8, 80.7], zoom: 7, preferCanvas: true });
  L.geoJSON(await loadBoundaries(), { style: { color: '#5c6b73', weight: 1, fillColor: '#eef3f1', fillOpacity: 1 } }).addTo(map);
  const index = new Supercluster({ radius: 60 }).load(
    benchMarkers().map((marker) => ({
      type: 'Feature',
      properties: marker,
      geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
    })),
  );
  const bounds = map.getBounds();
  for (const feature of index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], map.getZoom())) {
    const [lng, lat] = feature.geometry.coordinates;
    const count = (feature.properties as { point_count?: number }).point_count;
    const label = count ? `${count} listings` : (feature.properties as { name: string }).name;
    L.marker([lat, lng], {
      icon: L.divIcon({ html: count ? String(count) : '', className: 'bench-marker' }),
      title: label,
      keyboard: true,
    }).addTo(map);
  }
  reportRendered();
}
void main();
