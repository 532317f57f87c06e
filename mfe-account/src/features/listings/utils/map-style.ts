import { MAP_STYLE_ELEMENT_ID, type MapStyle } from '@nivasa/contracts/federation';

/**
 * The map's tiles as the deployment configures them (MAP_STYLE_URL on the shell's server, written
 * into the page as JSON): a raster tile template such as `https://tiles.example.org/{z}/{x}/{y}.png`.
 * None (development, tests, machines with no internet): the map draws the district and DS
 * boundaries from its own asset, with no tile server.
 */
export function configuredMapStyle(): MapStyle | undefined {
  const text = document.getElementById(MAP_STYLE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const style = JSON.parse(text) as Partial<MapStyle>;
    return typeof style.tileUrl === 'string' && /^https:\/\//.test(style.tileUrl)
      ? { tileUrl: style.tileUrl, attribution: typeof style.attribution === 'string' ? style.attribution : '' }
      : undefined;
  } catch {
    return undefined;
  }
}
