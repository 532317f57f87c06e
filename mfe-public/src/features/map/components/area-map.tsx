import { useEffect, useRef } from 'react';
import L from 'leaflet';
import styled from 'styled-components';
import { colors, radius } from '@nivasa/ui/theme';
import leafletStyles from '../leaflet-styles';
import { addBaseLayer } from './base-layer';

export interface AreaMapProps {
  location: { lat: number; lng: number };
  /** The owner chose to show the exact place: a pin; else a circle over the area the point was moved within. */
  exact: boolean;
  label: string;
}

const Canvas = styled.div`
  width: 100%;
  height: 100%;
  border-radius: ${radius.large};
  background: #dcebf2;
`;

/** The listing's point is moved up to 300 m from the place: a circle this wide holds the place. */
const AREA_RADIUS_M = 500;
const ZOOM = { area: 14, exact: 15 } as const;

/** A listing's area on a small still map (Leaflet; README "The map"), loaded when scrolled near. */
export default function AreaMap({ location, exact, label }: AreaMapProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const centre = L.latLng(location.lat, location.lng);
    const map = L.map(container.current!, {
      center: centre,
      zoom: exact ? ZOOM.exact : ZOOM.area,
      zoomControl: false,
      attributionControl: false,
      dragging: false,
      touchZoom: false,
      doubleClickZoom: false,
      scrollWheelZoom: false,
      boxZoom: false,
      keyboard: false,
    });
    void addBaseLayer(map);
    if (exact) L.circleMarker(centre, { radius: 8, color: '#fff', weight: 2, fillColor: colors.primary, fillOpacity: 1 }).addTo(map);
    else L.circle(centre, { radius: AREA_RADIUS_M, color: colors.primary, weight: 2, fillOpacity: 0.15 }).addTo(map);
    return () => void map.remove();
  }, [location.lat, location.lng, exact]);

  return (
    <>
      <style href="leaflet" precedence="default">
        {leafletStyles}
      </style>
      <Canvas ref={container} role="img" aria-label={label} />
    </>
  );
}
