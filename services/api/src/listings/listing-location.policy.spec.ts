import { distanceKm } from '@nivasa/contracts/geo';
import { approximateLocationOf, locationShownTo, publicLocationOf } from './listing-location.policy';

const pin = { lat: 6.8747, lng: 79.8605 };
const key = 'a server key of at least some length';

describe('where a listing shows on the map', () => {
  it('moves the public point 200 to 300 m from the pin', () => {
    const ids = Array.from({ length: 200 }, (_, i) => i.toString(16).padStart(24, '0'));
    const metres = ids.map((id) => distanceKm(pin, approximateLocationOf(pin, id, key)) * 1000);
    for (const distance of metres) {
      expect(distance).toBeGreaterThanOrEqual(199.9);
      expect(distance).toBeLessThanOrEqual(300.1);
    }
    // Spread, not one fixed offset: different listings move differently.
    expect(Math.max(...metres) - Math.min(...metres)).toBeGreaterThan(50);
  });

  it('moves the same listing the same way every time, and another listing another way', () => {
    const id = '65a1b2c3d4e5f60718293a4b';
    expect(approximateLocationOf(pin, id, key)).toEqual(approximateLocationOf(pin, id, key));
    expect(approximateLocationOf(pin, id, key)).not.toEqual(approximateLocationOf(pin, '65a1b2c3d4e5f60718293a4c', key));
  });

  it('cannot be undone from the id alone: another key moves it elsewhere', () => {
    const id = '65a1b2c3d4e5f60718293a4b';
    const here = approximateLocationOf(pin, id, key);
    const there = approximateLocationOf(pin, id, 'another key');
    expect(distanceKm(here, there)).toBeGreaterThan(0.01);
  });

  it('shows the pin itself when the owner chose to', () => {
    expect(publicLocationOf(pin, true, '65a1b2c3d4e5f60718293a4b', key)).toEqual(pin);
    expect(publicLocationOf(pin, false, '65a1b2c3d4e5f60718293a4b', key)).not.toEqual(pin);
  });

  it('gives the owner the pin and everyone else the public point', () => {
    const points = { exact: pin, public: { lat: 6.876, lng: 79.862 } };
    expect(locationShownTo(points, true)).toEqual(pin);
    expect(locationShownTo(points, false)).toEqual(points.public);
  });
});
