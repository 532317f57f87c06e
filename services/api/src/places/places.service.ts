import { Injectable } from '@nestjs/common';
import type { District } from '@nivasa/contracts/districts';

/**
 * A stand-in for the places helper's PlacesService (branch i18-places), with its interface:
 * districts' centres only, and three places by id, until the gazetteer is merged.
 */
const DISTRICT_CENTRES: Record<string, { lat: number; lng: number }> = {
  Colombo: { lat: 6.8482, lng: 80.0286 },
  Gampaha: { lat: 7.1187, lng: 80.0209 },
  Kalutara: { lat: 6.5756, lng: 80.1345 },
  Kandy: { lat: 7.215, lng: 80.6406 },
  Matale: { lat: 7.6979, lng: 80.6603 },
  'Nuwara Eliya': { lat: 7.0133, lng: 80.757 },
  Galle: { lat: 6.2042, lng: 80.2309 },
  Matara: { lat: 6.1582, lng: 80.5194 },
  Hambantota: { lat: 6.2759, lng: 81.178 },
  Jaffna: { lat: 9.644, lng: 79.9084 },
  Mannar: { lat: 8.8809, lng: 80.1633 },
  Vavuniya: { lat: 8.8362, lng: 80.4864 },
  Mullaitivu: { lat: 9.181, lng: 80.5265 },
  Kilinochchi: { lat: 9.4477, lng: 80.3857 },
  Batticaloa: { lat: 7.8342, lng: 81.3855 },
  Ampara: { lat: 7.1251, lng: 81.6855 },
  Trincomalee: { lat: 8.5683, lng: 81.0629 },
  Kurunegala: { lat: 7.728, lng: 80.2574 },
  Puttalam: { lat: 7.9162, lng: 79.9129 },
  Anuradhapura: { lat: 8.3694, lng: 80.4399 },
  Polonnaruwa: { lat: 7.9939, lng: 81.0506 },
  Badulla: { lat: 7.082, lng: 81.0887 },
  Monaragala: { lat: 6.8726, lng: 81.3707 },
  Ratnapura: { lat: 6.5799, lng: 80.59 },
  Kegalle: { lat: 7.1129, lng: 80.3215 },
};

const PLACES: Record<string, { lat: number; lng: number }> = {
  'university-of-moratuwa': { lat: 6.7951, lng: 79.9009 },
  wellawatte: { lat: 6.8747, lng: 79.8605 },
  kandy: { lat: 7.2906, lng: 80.6337 },
};

interface PlacePoint {
  id: string;
  lat: number;
  lng: number;
}

@Injectable()
export class PlacesService {
  byId(id: string): PlacePoint | undefined {
    const point = PLACES[id];
    return point ? { id, ...point } : undefined;
  }

  townOf(district: District, city: string): PlacePoint | undefined {
    const point = DISTRICT_CENTRES[district];
    return point ? { id: city.toLowerCase(), ...point } : undefined;
  }
}
