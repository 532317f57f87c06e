/** The same markers for both libraries: 300 listings spread over Sri Lanka, from a fixed seed. */
export interface BenchMarker {
  name: string;
  lat: number;
  lng: number;
}

export function benchMarkers(count = 300): BenchMarker[] {
  let seed = 18;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  // Most near Colombo and Kandy, as listings are; the rest anywhere on the island.
  return Array.from({ length: count }, (_, index) => {
    const [lat, lng, spread] = index % 3 === 0 ? [7.29, 80.63, 0.1] : index % 3 === 1 ? [6.9, 79.87, 0.12] : [7.8, 80.7, 1];
    return { name: `Listing ${index + 1}`, lat: lat + (random() - 0.5) * spread * 2, lng: lng + (random() - 0.5) * spread * 2 };
  });
}

/** Window.benchRendered: when the map had painted its boundaries and its markers, in ms since navigation. */
export function reportRendered(): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => ((window as unknown as { benchRendered: number }).benchRendered = performance.now())),
  );
}

export async function loadBoundaries(): Promise<GeoJSON.FeatureCollection> {
  return (await fetch('/boundaries.json')).json() as Promise<GeoJSON.FeatureCollection>;
}
