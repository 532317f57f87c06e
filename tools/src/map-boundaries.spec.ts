import { boundaryFeature, simplifyLine } from './map-boundaries';

describe('the map boundaries generator', () => {
  it('drops the points within the tolerance of a line and keeps the corners', () => {
    const line: [number, number][] = [
      [0, 0],
      [1, 0.0001],
      [2, 0],
      [2, 1],
    ];
    expect(simplifyLine(line, 0.001)).toEqual([
      [0, 0],
      [2, 0],
      [2, 1],
    ]);
    expect(simplifyLine(line, 0.00001)).toEqual(line);
  });

  it('writes a division as a named MultiPolygon, rounded, without rings too small to enclose anything', () => {
    const square: [number, number][] = [
      [79.812345, 6.912345],
      [79.9, 6.91],
      [79.9, 7],
      [79.81, 7],
      [79.812345, 6.912345],
    ];
    const sliver: [number, number][] = [
      [80, 7],
      [80.0001, 7],
      [80, 7],
    ];
    const feature = boundaryFeature(
      { properties: { adm3_name: 'Thimbirigasyaya' }, geometry: { type: 'MultiPolygon', coordinates: [[square], [sliver]] } },
      'dsd',
    );
    expect(feature.properties).toEqual({ level: 'dsd', name: 'Thimbirigasyaya' });
    expect(feature.geometry.coordinates).toEqual([[square.map(([lng, lat]) => [Number(lng.toFixed(4)), Number(lat.toFixed(4))])]]);
  });
});
