import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import styled from 'styled-components';
import type { GeoPoint } from '@nivasa/contracts/geo';
import { colors, radius } from '@nivasa/ui/theme';
import leafletStyles from '../leaflet-styles';
import { nudgedPin } from '../utils/listing-pin';
import { configuredMapStyle } from '../utils/map-style';
import { addBaseLayer } from './base-layer';

export interface PinMapProps {
  pin: GeoPoint;
  onMove: (pin: GeoPoint) => void;
  /** The pin's accessible name, which says how to move it. */
  pinLabel: string;
  zoomInTitle: string;
  zoomOutTitle: string;
}

const Canvas = styled.div`
  width: 100%;
  height: 100%;
  border-radius: ${radius.large};
  background: #dcebf2;

  .listing-pin {
    border: 0;
    background: none;
    cursor: grab;
  }

  /* The drop, turned inside the icon: Leaflet places the icon itself with a transform of its own. */
  .listing-pin > span {
    display: block;
    width: 100%;
    height: 100%;
    box-sizing: border-box;
    border: 3px solid #fff;
    border-radius: 50% 50% 50% 0;
    background: ${colors.primary};
    box-shadow: 0 1px 4px rgb(0 0 0 / 40%);
    transform: rotate(-45deg);
  }

  .listing-pin:focus-visible {
    outline: 3px solid #f59e0b;
    outline-offset: 2px;
    border-radius: 50%;
  }
`;

/** With tiles, a street's scale (one house from the next); with only the offline boundaries, enough to see the nearest of them. */
const ZOOM = { tiles: 16, boundaries: 14 } as const;
const PIN_SIZE = 28;

/**
 * The owner's pin on a map (Leaflet, loaded only when the form shows it): dragged, or set by a
 * tap on the map, or moved by the arrow keys once focused (Shift for longer steps).
 */
export default function PinMap({ pin, onMove, pinLabel, zoomInTitle, zoomOutTitle }: PinMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  // The latest handler, for Leaflet's, which are bound once.
  const latest = useRef(onMove);
  useEffect(() => {
    latest.current = onMove;
  });
  const [titles] = useState({ pinLabel, zoomInTitle, zoomOutTitle });
  const start = useRef(pin);

  // The map, once.
  useEffect(() => {
    const map = L.map(container.current!, {
      zoomControl: false,
      attributionControl: false,
      center: start.current,
      zoom: configuredMapStyle() ? ZOOM.tiles : ZOOM.boundaries,
    });
    L.control.zoom({ zoomInTitle: titles.zoomInTitle, zoomOutTitle: titles.zoomOutTitle }).addTo(map);
    void addBaseLayer(map);
    const marker = L.marker(start.current, {
      draggable: true,
      keyboard: true,
      title: titles.pinLabel,
      // The tip of the drop sits on the point.
      icon: L.divIcon({
        className: 'listing-pin',
        html: '<span></span>',
        iconSize: [PIN_SIZE, PIN_SIZE],
        iconAnchor: [PIN_SIZE / 2, PIN_SIZE * 1.2],
      }),
    }).addTo(map);
    mapRef.current = map;
    markerRef.current = marker;
    const moveTo = (point: GeoPoint) => latest.current({ lat: point.lat, lng: point.lng });
    marker.on('dragend', () => moveTo(marker.getLatLng()));
    map.on('click', (event: L.LeafletMouseEvent) => moveTo(event.latlng));
    const element = marker.getElement()!;
    element.setAttribute('aria-label', titles.pinLabel);
    // Leaflet gives a keyboard marker a tab stop and the button role; the arrows move it, not the map.
    element.addEventListener('keydown', (event) => {
      const moved = nudgedPin(marker.getLatLng(), event.key, event.shiftKey);
      if (!moved) return;
      event.preventDefault();
      event.stopPropagation();
      moveTo(moved);
    });
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [titles]);

  // The pin where the form says (a drag, a key, a new town), kept in view.
  useEffect(() => {
    const map = mapRef.current;
    const marker = markerRef.current;
    if (!map || !marker) return;
    const point = L.latLng(pin.lat, pin.lng);
    marker.setLatLng(point);
    if (!map.getBounds().pad(-0.1).contains(point)) map.panTo(point);
  }, [pin.lat, pin.lng]);

  return (
    <>
      <style href="leaflet" precedence="default">
        {leafletStyles}
      </style>
      <Canvas ref={container} />
    </>
  );
}
