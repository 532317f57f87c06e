/** Shapes of the API's requests and responses, shared by the API and every front end. */
import type { ListingType } from './listing-types';
import type { RentType } from './rent-types';

export interface ApiError {
  success: false;
  statusCode: number;
  message: string;
}

export type DatabaseEngine = 'mongodb' | 'congodb' | 'external';

export interface HealthResponse {
  status: 'ok' | 'degraded';
  engine: DatabaseEngine;
  database: { state: 'connected' | 'connecting' | 'disconnected' | 'disconnecting'; name: string };
  uptimeSeconds: number;
}

export interface PublicUser {
  _id: string;
  username: string;
  email: string;
  number: string;
  avatar: string;
  isAdmin: boolean;
}

export interface VerifyTokenResponse {
  user: PublicUser;
}

export interface Listing {
  _id: string;
  name: string;
  description: string;
  rules: string;
  address: string;
  district: string;
  city: string;
  type: ListingType;
  /** Absent for a house for sale, which has a price rather than a rent basis. */
  rentType?: RentType;
  bedrooms: number;
  bathrooms: number;
  beds: number;
  rent: number;
  area: number;
  parking: boolean;
  furnished: boolean;
  kitchen: boolean;
  hotwater: boolean;
  aircondition: boolean;
  imageUrls: string[];
  userRef: string;
  status: 'approved' | 'pending' | 'disapproved';
  featured: boolean;
  rating: number;
  numReviews: number;
  createdAt: string;
}

/** Moderation states of a listing; only 'approved' is public. New listings start 'pending'. */
export const LISTING_STATUSES = ['pending', 'approved', 'disapproved'] as const;

export type ListingStatus = (typeof LISTING_STATUSES)[number];
