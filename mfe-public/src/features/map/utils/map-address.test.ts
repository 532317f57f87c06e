import {
  formatBbox,
  formatPolygon,
  formatView,
  isDrawableArea,
  parseBbox,
  parsePolygon,
  parseView,
  withMapParameters,
} from './map-address';

describe('the map in the search address', () => {
  it('writes and reads the view the API takes as bbox', () => {
    const text = formatBbox([79.8512345678, 6.85, 79.95, 6.95]);
    expect(text).toBe('79.85123,6.85,79.95,6.95');
    expect(parseBbox(text)).toEqual([79.85123, 6.85, 79.95, 6.95]);
  });

  it('reads no bbox from a wrong count, a non-number or corners the wrong way round', () => {
    for (const text of ['79.8,6.8,79.9', '79.8,6.8,x,6.9', '79.9,6.8,79.8,6.9', '79.8,6.9,79.9,6.8', '', null]) {
      expect(parseBbox(text)).toBeUndefined();
    }
  });

  it('writes a drawn area as lng,lat pairs and reads it back, dropping a closing point', () => {
    const points: [number, number][] = [
      [79.85, 6.88],
      [79.9, 6.88],
      [79.9, 6.93],
    ];
    const text = formatPolygon(points);
    expect(text).toBe('79.85,6.88;79.9,6.88;79.9,6.93');
    expect(parsePolygon(text)).toEqual(points);
    expect(parsePolygon(`${text};79.85,6.88`)).toEqual(points);
  });

  it('reads no area of fewer than 3 or more than 50 points, or of a broken pair', () => {
    expect(parsePolygon('79.85,6.88;79.9,6.88')).toBeUndefined();
    const many = Array.from({ length: 51 }, (_, index) => `79.${10 + index},7`).join(';');
    expect(parsePolygon(many)).toBeUndefined();
    expect(parsePolygon('79.85,6.88;79.9;79.9,6.93')).toBeUndefined();
  });

  it('lets a drawing finish with 3 corners or more whose edges do not cross', () => {
    const square: [number, number][] = [
      [79.85, 6.88],
      [79.9, 6.88],
      [79.9, 6.93],
      [79.85, 6.93],
    ];
    expect(isDrawableArea(square.slice(0, 2))).toBe(false);
    expect(isDrawableArea(square)).toBe(true);
    // The same corners in a bow tie's order.
    expect(isDrawableArea([square[0], square[2], square[1], square[3]])).toBe(false);
  });

  it('keeps the view as zoom,lat,lng, within the zooms and the island', () => {
    expect(formatView({ zoom: 12.4, lat: 6.912345678, lng: 79.8612 })).toBe('12,6.91235,79.8612');
    expect(parseView('12,6.91235,79.8612')).toEqual({ zoom: 12, lat: 6.91235, lng: 79.8612 });
    expect(parseView('30,6.9,79.8')).toBeUndefined();
    expect(parseView('12,51.5,0')).toBeUndefined();
  });

  it('changes only the map parameters of an address, readable commas and semicolons', () => {
    expect(withMapParameters('?type=annex&polygon=1,2;3,4;5,6', { bbox: '79.8,6.8,79.9,6.9', polygon: undefined })).toBe(
      '?type=annex&bbox=79.8,6.8,79.9,6.9',
    );
    expect(withMapParameters('?bbox=1', { bbox: undefined })).toBe('');
  });
});
