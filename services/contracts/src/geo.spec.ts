import {
  boundsOfPoints,
  circleBounds,
  distanceKm,
  isInBounds,
  isInPolygon,
  isSimplePolygon,
  movedPoint,
  roundedKm,
  SRI_LANKA_BOUNDS,
} from './geo';

const colomboFort = { lat: 6.9344, lng: 79.8428 };
const kandy = { lat: 7.2906, lng: 80.6337 };

test('distances are great-circle kilometres', () => {
  // Colombo Fort to Kandy is about 94 km as the crow flies.
  expect(distanceKm(colomboFort, kandy)).toBeGreaterThan(92);
  expect(distanceKm(colomboFort, kandy)).toBeLessThan(96);
  expect(distanceKm(kandy, kandy)).toBe(0);
  expect(roundedKm(1.249)).toBe(1.2);
  expect(roundedKm(1.25001)).toBe(1.3);
});

test('a point moved by a distance and a bearing lies that far away', () => {
  for (const bearing of [0, 1, 2.5, 4, 6]) {
    const moved = movedPoint(colomboFort, bearing, 250);
    expect(distanceKm(colomboFort, moved) * 1000).toBeCloseTo(250, 3);
  }
  expect(movedPoint(colomboFort, 0, 1000).lat).toBeGreaterThan(colomboFort.lat);
  expect(movedPoint(colomboFort, Math.PI / 2, 1000).lng).toBeGreaterThan(colomboFort.lng);
});

test("a circle's bounds hold every point of the circle", () => {
  const bounds = circleBounds(kandy, 5);
  for (let bearing = 0; bearing < 2 * Math.PI; bearing += 0.1) {
    expect(isInBounds(movedPoint(kandy, bearing, 4999), bounds)).toBe(true);
  }
  expect(isInBounds(movedPoint(kandy, 0, 5600), bounds)).toBe(false);
  expect(boundsOfPoints([colomboFort, kandy])).toEqual({ minLat: 6.9344, maxLat: 7.2906, minLng: 79.8428, maxLng: 80.6337 });
  expect(isInBounds(kandy, SRI_LANKA_BOUNDS)).toBe(true);
  expect(isInBounds({ lat: 13.08, lng: 80.27 }, SRI_LANKA_BOUNDS)).toBe(false); // Chennai
});

const square = [
  { lat: 6.8, lng: 79.8 },
  { lat: 6.8, lng: 79.9 },
  { lat: 6.9, lng: 79.9 },
  { lat: 6.9, lng: 79.8 },
];

test('a point is in a polygon when a ray from it crosses the edges an odd number of times', () => {
  expect(isInPolygon({ lat: 6.85, lng: 79.85 }, square)).toBe(true);
  expect(isInPolygon({ lat: 6.95, lng: 79.85 }, square)).toBe(false);
  // A concave area: the notch is outside.
  const notched = [...square.slice(0, 3), { lat: 6.85, lng: 79.85 }, square[3]!];
  expect(isInPolygon({ lat: 6.88, lng: 79.85 }, notched)).toBe(false);
  expect(isInPolygon({ lat: 6.82, lng: 79.85 }, notched)).toBe(true);
});

test('a polygon whose edges cross, repeat a point or enclose nothing is no area', () => {
  expect(isSimplePolygon(square)).toBe(true);
  const bowTie = [square[0]!, square[2]!, square[1]!, square[3]!];
  expect(isSimplePolygon(bowTie)).toBe(false);
  expect(isSimplePolygon([square[0]!, square[1]!, square[0]!, square[2]!])).toBe(false);
  expect(
    isSimplePolygon([
      { lat: 6, lng: 80 },
      { lat: 6.1, lng: 80.1 },
      { lat: 6.2, lng: 80.2 },
    ]),
  ).toBe(false);
  expect(isSimplePolygon(square.slice(0, 2))).toBe(false);
});
