import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import Supercluster from 'supercluster';
import styled from 'styled-components';
import { useText } from '@nivasa/session/language';
import { colors, radius, shadow } from '@nivasa/ui/theme';
import leafletStyles from '../leaflet-styles';
import { RESULTS_MAP_TEXT } from '../messages';
import { type Bbox, isDrawableArea, type LngLat, MAP_ZOOM, type MapView, POLYGON_POINTS, SRI_LANKA_BBOX } from '../utils/map-address';
import { listingsWithPoints, type MapListing } from '../utils/map-listing';
import { addBaseLayer } from './base-layer';

export interface ResultsMapProps {
  listings: readonly MapListing[];
  /** The address's area and view: the map opens on them. */
  bbox?: Bbox;
  polygon?: LngLat[];
  view?: MapView;
  onSearchArea: (bbox: Bbox) => void;
  onDrawArea: (points: LngLat[]) => void;
  onClearArea: () => void;
  onViewChange: (view: MapView) => void;
  onOpenListing: (listingId: string) => void;
}

const Frame = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
`;

const Canvas = styled.div`
  width: 100%;
  height: 100%;
  border-radius: ${radius.large};
  background: #dcebf2;

  .results-map-marker {
    display: grid;
    place-items: center;
    border: 2px solid #fff;
    border-radius: 50%;
    background: ${colors.primary};
    color: #fff;
    font:
      700 13px/1 system-ui,
      sans-serif;
    box-shadow: 0 1px 4px rgb(0 0 0 / 35%);
  }

  .results-map-marker:focus-visible {
    outline: 3px solid #f59e0b;
    outline-offset: 2px;
  }

  .results-map-cluster {
    background: ${colors.primaryHover};
  }
`;

const Controls = styled.div`
  position: absolute;
  z-index: 1000;
  top: 12px;
  left: 56px;
  right: 12px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  pointer-events: none;

  > * {
    pointer-events: auto;
  }
`;

const MapButton = styled.button<{ $primary?: boolean }>`
  min-height: 40px;
  padding: 8px 14px;
  border: 1px solid ${({ $primary }) => ($primary ? colors.primary : '#c9d3d1')};
  border-radius: ${radius.pill};
  background: ${({ $primary }) => ($primary ? colors.primary : '#fff')};
  color: ${({ $primary }) => ($primary ? '#fff' : colors.text)};
  font: inherit;
  font-weight: 600;
  box-shadow: ${shadow.card};
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

const Hint = styled.p`
  position: absolute;
  z-index: 1000;
  bottom: 12px;
  left: 12px;
  right: 12px;
  margin: 0;
  padding: 8px 12px;
  border-radius: ${radius.medium};
  background: #fff;
  box-shadow: ${shadow.card};
`;

const CLUSTER_RADIUS_PX = 56;
const AREA_STYLE = { color: colors.primary, weight: 2, fillOpacity: 0.08 } as const;

const latLngBounds = ([minLng, minLat, maxLng, maxLat]: Bbox) => L.latLngBounds([minLat, minLng], [maxLat, maxLng]);
const bboxOf = (bounds: L.LatLngBounds): Bbox => [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];

/**
 * The search's results on a map (Leaflet; README "The map"): markers clustered (supercluster)
 * as buttons named by their listing, reached by Tab and opened by Enter; the address's drawn area;
 * "Search this area" once the map is moved; drawing an area corner by corner. The tiles are the
 * deployment's, else the district and DS boundaries. Loaded only when a map is shown.
 */
export default function ResultsMap(props: ResultsMapProps) {
  const { listings, bbox, polygon } = props;
  const text = useText(RESULTS_MAP_TEXT);
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map>(null);
  const markersRef = useRef<L.LayerGroup>(null);
  const drawingRef = useRef<L.LayerGroup>(null);
  // The latest props, for Leaflet's handlers, which are bound once.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const [moved, setMoved] = useState(false);
  const [drawing, setDrawing] = useState<LngLat[] | undefined>(undefined);
  // Set before a move the map makes itself (opening a cluster), which asks for no new search.
  const programmaticMove = useRef(false);
  const [zoomTitles] = useState({ zoomIn: text.zoomIn, zoomOut: text.zoomOut });

  // The map, once.
  useEffect(() => {
    const map = L.map(container.current!, {
      zoomControl: false,
      attributionControl: false,
      minZoom: MAP_ZOOM.min,
      maxZoom: MAP_ZOOM.max,
      maxBounds: latLngBounds(SRI_LANKA_BBOX).pad(0.5),
    });
    mapRef.current = map;
    L.control.zoom({ zoomInTitle: zoomTitles.zoomIn, zoomOutTitle: zoomTitles.zoomOut, position: 'topleft' }).addTo(map);
    const initial = latest.current;
    const points = listingsWithPoints(initial.listings).map(({ location }) => L.latLng(location.lat, location.lng));
    if (initial.view) map.setView([initial.view.lat, initial.view.lng], initial.view.zoom);
    else if (initial.polygon) map.fitBounds(L.latLngBounds(initial.polygon.map(([lng, lat]) => L.latLng(lat, lng))));
    else if (initial.bbox) map.fitBounds(latLngBounds(initial.bbox));
    else if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 14 });
    else map.fitBounds(latLngBounds(SRI_LANKA_BBOX));
    void addBaseLayer(map);
    markersRef.current = L.layerGroup().addTo(map);
    drawingRef.current = L.layerGroup().addTo(map);

    // A move the visitor made (a drag, a zoom, a key), not one the map made to show the results.
    const userMoved = () => {
      setMoved(true);
      const centre = map.getCenter();
      latest.current.onViewChange({ zoom: map.getZoom(), lat: centre.lat, lng: centre.lng });
    };
    map.on('moveend', () => {
      if (programmaticMove.current) programmaticMove.current = false;
      else userMoved();
    });
    // While drawing, each click is a corner.
    map.on('click', (event: L.LeafletMouseEvent) =>
      setDrawing((corners) =>
        corners && corners.length < POLYGON_POINTS.max ? [...corners, [event.latlng.lng, event.latlng.lat]] : corners,
      ),
    );
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [zoomTitles]);

  // The markers of the listings in view, clustered, again after every move.
  useEffect(() => {
    const map = mapRef.current;
    const layer = markersRef.current;
    if (!map || !layer) return;
    const index = new Supercluster<{ id: string; name: string }>({ radius: CLUSTER_RADIUS_PX, maxZoom: MAP_ZOOM.max - 1 }).load(
      listingsWithPoints(listings).map((listing) => ({
        type: 'Feature',
        properties: { id: listing._id, name: listing.name },
        geometry: { type: 'Point', coordinates: [listing.location.lng, listing.location.lat] },
      })),
    );
    const draw = () => {
      layer.clearLayers();
      const bounds = map.getBounds();
      for (const feature of index.getClusters(bboxOf(bounds), Math.round(map.getZoom()))) {
        const [lng, lat] = feature.geometry.coordinates;
        const properties = feature.properties;
        const cluster = 'cluster' in properties && properties.cluster;
        const name = cluster ? text.cluster(properties.point_count) : (properties as { name: string }).name;
        const marker = L.marker([lat, lng], {
          keyboard: true,
          title: name,
          icon: L.divIcon({
            className: cluster ? 'results-map-marker results-map-cluster' : 'results-map-marker',
            html: cluster ? String(properties.point_count) : '',
            iconSize: cluster ? [36, 36] : [24, 24],
          }),
        });
        const open = () => {
          if (cluster) {
            programmaticMove.current = true;
            map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(properties.cluster_id), MAP_ZOOM.max));
          } else latest.current.onOpenListing((properties as { id: string }).id);
        };
        marker.on('click', open);
        marker.addTo(layer);
        // Leaflet gives a keyboard marker its tab stop and button role; the name is the listing's,
        // and Enter or Space opens it, as a button does (Leaflet leaves the keys alone).
        const element = marker.getElement();
        element?.setAttribute('aria-label', name);
        element?.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          open();
        });
      }
    };
    draw();
    map.on('moveend', draw);
    return () => void map.off('moveend', draw);
  }, [listings, text]);

  // The address's area, and the one being drawn.
  useEffect(() => {
    const layer = drawingRef.current;
    if (!layer) return;
    layer.clearLayers();
    const corners = drawing ?? polygon;
    if (!corners) return;
    const latLngs = corners.map(([lng, lat]) => L.latLng(lat, lng));
    if (drawing) {
      L.polyline(latLngs, { ...AREA_STYLE, dashArray: '6 6' }).addTo(layer);
      for (const corner of latLngs) L.circleMarker(corner, { radius: 5, color: colors.primary, fillOpacity: 1 }).addTo(layer);
    } else L.polygon(latLngs, AREA_STYLE).addTo(layer);
  }, [drawing, polygon]);

  const searchThisArea = () => {
    const map = mapRef.current;
    if (!map) return;
    setMoved(false);
    props.onSearchArea(bboxOf(map.getBounds()));
  };
  const finishDrawing = () => {
    if (!drawing || !isDrawableArea(drawing)) return;
    setDrawing(undefined);
    setMoved(false);
    props.onDrawArea(drawing);
  };

  return (
    <Frame role="region" aria-label={text.label}>
      <style href="leaflet" precedence="default">
        {leafletStyles}
      </style>
      <Canvas ref={container} />
      <Controls>
        {drawing ? (
          <>
            <MapButton type="button" onClick={() => setDrawing(undefined)}>
              {text.cancelDrawing}
            </MapButton>
            <MapButton type="button" $primary disabled={!isDrawableArea(drawing)} onClick={finishDrawing}>
              {text.finishArea}
            </MapButton>
          </>
        ) : (
          <>
            {moved && (
              <MapButton type="button" $primary onClick={searchThisArea}>
                {text.searchThisArea}
              </MapButton>
            )}
            {(bbox || polygon) && (
              <MapButton type="button" onClick={props.onClearArea}>
                {text.clearArea}
              </MapButton>
            )}
            <MapButton type="button" onClick={() => setDrawing([])}>
              {text.drawArea}
            </MapButton>
          </>
        )}
      </Controls>
      {drawing && <Hint role="status">{text.drawHint}</Hint>}
      {!drawing && listingsWithPoints(listings).length === 0 && listings.length > 0 && <Hint role="status">{text.noPlaceOnMap}</Hint>}
    </Frame>
  );
}
