import { Injectable } from '@nestjs/common';
import type { District } from '@nivasa/contracts/districts';
import type { GeoPoint } from '@nivasa/contracts/geo';
import { monthlyRentOf, type PriceFields } from '@nivasa/contracts/price';
import { createHmac } from 'node:crypto';
import type { Types } from 'mongoose';
import { ConfigService } from '../config/config.service';
import { PlacesService } from '../places/places.service';
import { publicLocationOf } from './listing-location.policy';

/** The version of the fields a listing's content gives search (see derivedFieldsOf); a new one makes the backfill remake them. */
export const DERIVED_FIELDS_VERSION = 1;

/** What a listing's place and price are made of. */
export type PlacedContent = PriceFields & { district: District; city: string; location?: GeoPoint; showExactLocation?: boolean };

/** The fields search reads, made from the content: each write of content stores them with it. */
export interface DerivedFields {
  location: GeoPoint;
  publicPoint: { type: 'Point'; coordinates: [number, number] };
  publicLat: number;
  publicLng: number;
  /** Undefined for a house for sale: an update removes it. */
  monthlyRent: number | undefined;
  derivedFieldsVersion: number;
}

/** The key of the public points' offsets: from JWT_SECRET, but not it, so neither can be learned from the other. */
export function locationKeyOf(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('nivasa listing location offsets').digest('base64');
}

/** The stored fields search reads, for a listing's content whose location is known (see ListingPlacement). */
export function derivedFieldsOf(id: Types.ObjectId, content: PlacedContent & { location: GeoPoint }, key: string): DerivedFields {
  const shown = publicLocationOf(content.location, content.showExactLocation === true, id.toString(), key);
  return {
    location: { lat: content.location.lat, lng: content.location.lng },
    publicPoint: { type: 'Point', coordinates: [shown.lng, shown.lat] },
    publicLat: shown.lat,
    publicLng: shown.lng,
    monthlyRent: monthlyRentOf(content),
    derivedFieldsVersion: DERIVED_FIELDS_VERSION,
  };
}

/**
 * Where a listing is: the owner's pin, or its town's centre (from the places module) when the
 * owner placed none; and the fields search reads, which every write of content stores.
 */
@Injectable()
export class ListingPlacement {
  private readonly key: string;

  constructor(
    private readonly places: PlacesService,
    config: ConfigService,
  ) {
    this.key = locationKeyOf(config.jwtSecret);
  }

  /** The town's centre; every town a listing may name is in the gazetteer. */
  townCentre(district: District, city: string): GeoPoint {
    const town = this.places.townOf(district, city);
    if (!town) throw new Error(`No centre for ${city}, ${district}`);
    return { lat: town.lat, lng: town.lng };
  }

  /** The content with its location: the pin, or the town's centre. */
  located<Content extends PlacedContent>(content: Content): Content & { location: GeoPoint } {
    return { ...content, location: content.location ?? this.townCentre(content.district, content.city) };
  }

  /** The fields search reads, for the listing with this content. */
  derivedFieldsOf(id: Types.ObjectId, content: PlacedContent): DerivedFields {
    return derivedFieldsOf(id, this.located(content), this.key);
  }
}
