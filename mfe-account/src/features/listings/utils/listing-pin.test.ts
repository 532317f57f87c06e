import { distanceKm } from '@nivasa/contracts/geo';
import type { Place } from '@nivasa/contracts/places';
import { nudgedPin, PIN_STEP_M, pinAfterTownChange, townPlaceOf } from './listing-pin';

const place = (id: string, kind: Place['kind'], name: string, district: Place['district'], lat: number, lng: number): Place => ({
  id,
  kind,
  name,
  names: { en: name, si: name, ta: name },
  district,
  lat,
  lng,
});

const WELLAWATTE = place('wellawatte', 'town', 'Wellawatte', 'Colombo', 6.8747, 79.8601);
const KANDY_DISTRICT = place('kandy-district', 'district', 'Kandy', 'Kandy', 7.2906, 80.6337);

describe('townPlaceOf', () => {
  it('takes the listing town of that district, not a division or a town elsewhere of the same name', () => {
    const places = [
      place('lk-1127085', 'town', 'Wellawatte North', 'Colombo', 6.88, 79.86),
      place('wellawatte-kandy', 'town', 'Wellawatte', 'Kandy', 7.3, 80.6),
      WELLAWATTE,
    ];
    expect(townPlaceOf(places, 'Colombo', 'Wellawatte')).toBe(WELLAWATTE);
  });

  it("falls back to the district's centre when the town is not among the answers", () => {
    expect(townPlaceOf([KANDY_DISTRICT], 'Kandy', 'Kandy')).toBe(KANDY_DISTRICT);
    expect(townPlaceOf([WELLAWATTE], 'Kandy', 'Wellawatte')).toBeUndefined();
  });
});

describe('pinAfterTownChange', () => {
  const centre = { lat: WELLAWATTE.lat, lng: WELLAWATTE.lng };

  it("lets a pin still on the old town's centre follow the new town", () => {
    expect(pinAfterTownChange(centre, centre)).toBeUndefined();
    expect(pinAfterTownChange({ lat: centre.lat + 0.00001, lng: centre.lng }, centre)).toBeUndefined();
    expect(pinAfterTownChange(undefined, centre)).toBeUndefined();
    expect(pinAfterTownChange(null, centre)).toBeUndefined();
  });

  it('keeps a pin the owner placed', () => {
    const placed = { lat: centre.lat + 0.002, lng: centre.lng };
    expect(pinAfterTownChange(placed, centre)).toBe(placed);
    // The old centre unknown (not loaded yet): a saved pin stays.
    expect(pinAfterTownChange(placed, undefined)).toBe(placed);
  });
});

describe('nudgedPin', () => {
  const start = { lat: 6.9, lng: 79.86 };

  it('moves the pin one step towards the arrow, ten with Shift', () => {
    const up = nudgedPin(start, 'ArrowUp', false)!;
    expect(up.lat).toBeGreaterThan(start.lat);
    expect(up.lng).toBeCloseTo(start.lng, 9);
    expect(distanceKm(start, up) * 1000).toBeCloseTo(PIN_STEP_M, 3);
    const left = nudgedPin(start, 'ArrowLeft', true)!;
    expect(left.lng).toBeLessThan(start.lng);
    expect(distanceKm(start, left) * 1000).toBeCloseTo(PIN_STEP_M * 10, 3);
    expect(nudgedPin(start, 'ArrowDown', false)!.lat).toBeLessThan(start.lat);
    expect(nudgedPin(start, 'ArrowRight', false)!.lng).toBeGreaterThan(start.lng);
  });

  it('ignores other keys and stays in Sri Lanka', () => {
    expect(nudgedPin(start, 'Enter', false)).toBeUndefined();
    const edge = { lat: 9.8995, lng: 80.2 };
    expect(nudgedPin(edge, 'ArrowUp', true)).toBe(edge);
  });
});
