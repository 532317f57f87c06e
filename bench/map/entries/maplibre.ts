import { Map as MapLibreMap, Marker, setWorkerUrl } from 'maplibre-gl';
import Supercluster from 'supercluster';
import { benchMarkers, loadBoundaries, reportRendered } from './markers';

async function main() {
  // MapLibre's worker is a file of its own (maplibre-gl/dist/maplibre-gl-worker.mjs), loaded as the map starts.
  setWorkerUrl('/maplibre-gl-worker.mjs');
  const map = new MapLibreMap({
    container: 'map',
    center: [80.7, 7.8],
    zoom: 6.5,
    style: {
      version: 8,
      sources: { boundaries: { type: 'geojson', data: await loadBoundaries() } },
      layers: [
        { id: 'background', type: 'background', paint: { 'background-color': '#dbe9f0' } },
        { id: 'land', type: 'fill', source: 'boundaries', paint: { 'fill-color': '#eef3f1' } },
        { id: 'lines', type: 'line', source: 'boundaries', paint: { 'line-color': '#5c6b73', 'line-width': 1 } },
      ],
    },
  });
  const index = new Supercluster({ radius: 60 }).load(
    benchMarkers().map((marker) => ({
      type: 'Feature',
      properties: marker,
      geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
    })),
  );
  map.once('load', () => {
    const bounds = map.getBounds();
    for (const feature of index.getClusters(
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      Math.round(map.getZoom()),
    )) {
      const [lng, lat] = feature.geometry.coordinates;
      const count = (feature.properties as { point_count?: number }).point_count;
      const element = document.createElement('button');
      element.className = 'bench-marker';
      element.textContent = count ? String(count) : '';
      element.setAttribute('aria-label', count ? `${count} listings` : (feature.properties as { name: string }).name);
      new Marker({ element }).setLngLat([lng, lat]).addTo(map);
    }
    map.once('idle', reportRendered);
  });
}
void main();
