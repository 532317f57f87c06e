import type { ListingInput } from '@nivasa/contracts/api';
import { DISTRICTS, type District, townsOf } from '@nivasa/contracts/districts';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_TYPE_TEXT, LISTING_TYPES, type ListingType } from '@nivasa/contracts/listing-types';
import type { RentType } from '@nivasa/contracts/rent-types';
import type { Types } from 'mongoose';

/**
 * Listings and owners that read like the marketplace's own: every type in its own rent and size
 * range, every district and its towns (the populous ones more often), a few featured, a few
 * waiting for review, created over the last eighteen months. Drawn from a seeded generator, so a
 * seed number gives the same data again.
 */

type Random = () => number;

const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

function pickWeighted<T>(random: Random, items: readonly { value: T; weight: number }[]): T {
  let left = random() * items.reduce((sum, item) => sum + item.weight, 0);
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item.value;
  }
  return items[items.length - 1].value;
}

/** Where people rent most; every other district has weight 1. */
const DISTRICT_WEIGHT: Partial<Record<District, number>> = {
  Colombo: 8,
  Gampaha: 4,
  Kandy: 4,
  Galle: 3,
  Kalutara: 2,
  Kurunegala: 2,
  Matara: 2,
  Jaffna: 2,
  'Nuwara Eliya': 2,
};
const WEIGHTED_DISTRICTS = DISTRICTS.map((district) => ({ value: district, weight: DISTRICT_WEIGHT[district] ?? 1 }));

interface Price {
  rentType?: RentType;
  weight: number;
  min: number;
  max: number;
  step: number;
}

interface Range {
  min: number;
  max: number;
}

/** What one type of place is like: how it is named and priced, its size, and how often it has each facility. */
interface TypeProfile {
  names: readonly string[];
  opening: readonly string[];
  prices: readonly Price[];
  bedrooms: Range;
  beds: Range;
  area: Range;
  facilities: Record<'parking' | 'furnished' | 'kitchen' | 'hotwater' | 'aircondition', number>;
  rules: readonly string[];
}

const STUDENT_RULES = [
  'No smoking or alcohol on the premises. Visitors until 8 pm. Electricity and water included.',
  'Gate closes at 10 pm. One month advance. Quiet hours after 9 pm.',
  'Ladies only. Gate closes at 9 pm. Two months advance.',
];
const FAMILY_RULES = [
  'Families preferred. Three months advance. No commercial use. Pets by arrangement.',
  'Six months advance, one year agreement. No sub-letting.',
  'Working couples or small families. Electricity and water paid separately.',
];
const HOLIDAY_RULES = [
  'Check-in after 2 pm, check-out by 11 am. No loud music after 10 pm. Breakfast on request.',
  'Check-in after 1 pm. No parties. Children under five stay free.',
  'Full payment on arrival. Kitchen use by arrangement. No pets.',
];

const PROFILES: Record<ListingType, TypeProfile> = {
  singleroom: {
    names: [
      'Furnished single room in {town}',
      'Single room with attached bath in {town}',
      'Quiet single room near {landmark}',
      'Single room for a working professional in {town}',
      'Student room close to {landmark}',
    ],
    opening: [
      'A bright room on the upper floor of a family home.',
      'A self-contained room with its own entrance in a calm residential lane.',
      'A clean, airy room that suits a student or an office worker.',
    ],
    prices: [
      { rentType: 'monthly', weight: 9, min: 8_000, max: 35_000, step: 500 },
      { rentType: 'weekly', weight: 1, min: 3_000, max: 9_000, step: 250 },
    ],
    bedrooms: { min: 1, max: 1 },
    beds: { min: 1, max: 1 },
    area: { min: 100, max: 220 },
    facilities: { parking: 0.15, furnished: 0.7, kitchen: 0.3, hotwater: 0.35, aircondition: 0.15 },
    rules: STUDENT_RULES,
  },
  sharedroom: {
    names: [
      'Shared room for students in {town}',
      'Shared room near {landmark}',
      'Room for two in {town}',
      'Shared room with Wi-Fi in {town}',
    ],
    opening: [
      'A large room shared by two or three, each with a bed and a study table.',
      'A shared room in a modern house with a common kitchen.',
    ],
    prices: [{ rentType: 'monthly', weight: 1, min: 5_000, max: 15_000, step: 250 }],
    bedrooms: { min: 1, max: 1 },
    beds: { min: 2, max: 4 },
    area: { min: 150, max: 320 },
    facilities: { parking: 0.1, furnished: 0.85, kitchen: 0.4, hotwater: 0.2, aircondition: 0.1 },
    rules: STUDENT_RULES,
  },
  apartment: {
    names: [
      'Modern {bedrooms}-bedroom apartment in {town}',
      'Sea view apartment in {town}',
      'Furnished apartment near {landmark}',
      'Spacious apartment with pool access in {town}',
      'Apartment in a gated complex, {town}',
    ],
    opening: [
      'A well kept apartment on a high floor, with a balcony and good light all day.',
      'An apartment in a complex with a lift, round-the-clock security and a backup generator.',
      'A newly finished apartment with a pantry, a living area and tiled floors throughout.',
    ],
    prices: [
      { rentType: 'monthly', weight: 8, min: 45_000, max: 350_000, step: 5_000 },
      { rentType: 'daily', weight: 2, min: 8_000, max: 35_000, step: 500 },
    ],
    bedrooms: { min: 1, max: 4 },
    beds: { min: 1, max: 2 },
    area: { min: 550, max: 2_200 },
    facilities: { parking: 0.75, furnished: 0.55, kitchen: 0.95, hotwater: 0.8, aircondition: 0.6 },
    rules: FAMILY_RULES,
  },
  hostel: {
    names: [
      "Boys' hostel with meals near {landmark}",
      "Girls' hostel in {town} with CCTV",
      'Student hostel in {town}',
      'Hostel for working women in {town}',
    ],
    opening: [
      'A hostel with a warden on site, a study hall and Wi-Fi.',
      'A secure hostel with CCTV, a resident matron and a shared kitchen.',
    ],
    prices: [{ rentType: 'monthly', weight: 1, min: 7_000, max: 22_000, step: 500 }],
    bedrooms: { min: 4, max: 10 },
    beds: { min: 2, max: 6 },
    area: { min: 1_200, max: 5_000 },
    facilities: { parking: 0.2, furnished: 0.9, kitchen: 0.7, hotwater: 0.4, aircondition: 0.1 },
    rules: STUDENT_RULES,
  },
  hotel: {
    names: [
      'Boutique hotel in {town}',
      'Family hotel near {landmark}',
      'Hotel rooms with breakfast in {town}',
      'Lake view hotel in {town}',
    ],
    opening: [
      'A small hotel with air-conditioned rooms, a restaurant and room service.',
      'A family-run hotel with a garden, a pool and breakfast included.',
    ],
    prices: [{ rentType: 'daily', weight: 1, min: 6_000, max: 60_000, step: 500 }],
    bedrooms: { min: 5, max: 10 },
    beds: { min: 1, max: 3 },
    area: { min: 3_000, max: 20_000 },
    facilities: { parking: 0.9, furnished: 1, kitchen: 0.6, hotwater: 0.95, aircondition: 0.85 },
    rules: HOLIDAY_RULES,
  },
  guesthouse: {
    names: [
      'Guest house near {landmark}',
      'Cosy guest house in {town}',
      'Guest house with garden in {town}',
      'Family guest house in {town}',
    ],
    opening: [
      'A homely guest house run by a local family, with home-cooked meals.',
      'A guest house with clean rooms, a veranda and a garden.',
    ],
    prices: [
      { rentType: 'daily', weight: 9, min: 3_500, max: 18_000, step: 500 },
      { rentType: 'weekly', weight: 1, min: 20_000, max: 90_000, step: 1_000 },
    ],
    bedrooms: { min: 2, max: 8 },
    beds: { min: 1, max: 3 },
    area: { min: 1_200, max: 4_000 },
    facilities: { parking: 0.7, furnished: 1, kitchen: 0.5, hotwater: 0.8, aircondition: 0.5 },
    rules: HOLIDAY_RULES,
  },
  annex: {
    names: [
      'Annex for a small family in {town}',
      'Two-room annex near {landmark}',
      'Separate annex with parking in {town}',
      'Newly built annex in {town}',
    ],
    opening: [
      'A separate annex beside the owner’s house, with its own entrance and a small kitchen.',
      'A newly built annex with a living room, a pantry and a bathroom.',
    ],
    prices: [{ rentType: 'monthly', weight: 1, min: 18_000, max: 75_000, step: 1_000 }],
    bedrooms: { min: 1, max: 3 },
    beds: { min: 1, max: 2 },
    area: { min: 350, max: 900 },
    facilities: { parking: 0.55, furnished: 0.4, kitchen: 0.9, hotwater: 0.5, aircondition: 0.3 },
    rules: FAMILY_RULES,
  },
  bungalow: {
    names: [
      'Colonial bungalow in {town}',
      'Hill country bungalow near {landmark}',
      'Bungalow with a tea estate view, {town}',
      'Bungalow with pool in {town}',
    ],
    opening: [
      'A restored planter’s bungalow with a wide veranda and a lawn.',
      'A quiet bungalow with a cook and caretaker, and views over the valley.',
    ],
    prices: [
      { rentType: 'daily', weight: 8, min: 15_000, max: 120_000, step: 1_000 },
      { rentType: 'weekly', weight: 2, min: 90_000, max: 600_000, step: 5_000 },
    ],
    bedrooms: { min: 2, max: 6 },
    beds: { min: 1, max: 2 },
    area: { min: 1_800, max: 6_000 },
    facilities: { parking: 0.95, furnished: 1, kitchen: 0.9, hotwater: 0.95, aircondition: 0.5 },
    rules: HOLIDAY_RULES,
  },
  fullhouseholiday: {
    names: [
      'Holiday house near {landmark}',
      'Beach house in {town}',
      'Whole house for holidays in {town}',
      'Holiday home with garden, {town}',
    ],
    opening: [
      'A whole house for a family holiday, a short walk from the beach.',
      'A holiday home with a garden, a barbecue area and a fully fitted kitchen.',
    ],
    prices: [
      { rentType: 'daily', weight: 8, min: 12_000, max: 80_000, step: 1_000 },
      { rentType: 'weekly', weight: 2, min: 70_000, max: 450_000, step: 5_000 },
    ],
    bedrooms: { min: 2, max: 6 },
    beds: { min: 1, max: 3 },
    area: { min: 1_200, max: 4_500 },
    facilities: { parking: 0.85, furnished: 1, kitchen: 0.95, hotwater: 0.8, aircondition: 0.6 },
    rules: HOLIDAY_RULES,
  },
  fullhouserent: {
    names: [
      '{bedrooms}-bedroom house for rent in {town}',
      'Family house near {landmark}',
      'Two-storey house for rent in {town}',
      'House with garden for rent, {town}',
    ],
    opening: [
      'A family house on a quiet road, with a garden and a garage.',
      'A two-storey house with a large living area, a pantry and a servant’s room.',
    ],
    prices: [{ rentType: 'monthly', weight: 1, min: 35_000, max: 400_000, step: 5_000 }],
    bedrooms: { min: 2, max: 5 },
    beds: { min: 1, max: 2 },
    area: { min: 900, max: 3_500 },
    facilities: { parking: 0.8, furnished: 0.3, kitchen: 1, hotwater: 0.6, aircondition: 0.35 },
    rules: FAMILY_RULES,
  },
  fullhousesale: {
    names: [
      '{bedrooms}-bedroom house for sale in {town}',
      'House for sale near {landmark}',
      'New house for sale in {town}',
      'Family home for sale, {town}',
    ],
    opening: [
      'A solidly built house on a clear deed, with a garden and room to extend.',
      'A newly built house in a developing area, with a garage and a roof terrace.',
    ],
    prices: [{ weight: 1, min: 6_000_000, max: 180_000_000, step: 100_000 }],
    bedrooms: { min: 2, max: 6 },
    beds: { min: 1, max: 2 },
    area: { min: 1_000, max: 5_000 },
    facilities: { parking: 0.85, furnished: 0.15, kitchen: 1, hotwater: 0.6, aircondition: 0.4 },
    rules: [''],
  },
};

const LANDMARKS = [
  'the bus stand',
  'the railway station',
  'the town centre',
  'the base hospital',
  'the university',
  'the clock tower',
  'the lake',
  'the beach',
  'the market',
  'the temple',
];
const ROADS = [
  'Temple Road',
  'Station Road',
  'Galle Road',
  'Kandy Road',
  'Hospital Road',
  'Lake Road',
  'Church Road',
  'Main Street',
  'School Lane',
  'Old Road',
  'Dharmapala Mawatha',
  'Ananda Mawatha',
  'Vihara Mawatha',
  'Park Avenue',
  'Market Street',
];
const NEARBY = [
  'The bus stop is a five-minute walk away',
  'Supermarkets, a pharmacy and banks are close by',
  'The main road is a short walk down the lane',
  'A school and a hospital are within a kilometre',
  'Tuk-tuks wait at the top of the road',
];
const FACILITY_SENTENCES = {
  parking: 'Parking for a car inside the gate.',
  furnished: 'Comes furnished with beds, wardrobes and a dining set.',
  kitchen: 'A kitchen with a gas cooker and a fridge.',
  hotwater: 'Hot water in the bathroom.',
  aircondition: 'Air conditioning in the bedrooms.',
} as const;

const FIRST_NAMES = [
  'nimal',
  'kamal',
  'sunil',
  'tharushi',
  'dilani',
  'kavitha',
  'rizwan',
  'fathima',
  'saman',
  'ruwan',
  'chamari',
  'priya',
  'arjun',
  'nadeesha',
  'suresh',
];
const SURNAMES = [
  'perera',
  'fernando',
  'silva',
  'jayasinghe',
  'bandara',
  'rajapakse',
  'sivakumar',
  'mohamed',
  'dissanayake',
  'gunawardena',
  'herath',
  'wijesinghe',
];

/** A listing as the seed hands it to the schema: what an owner fills in, the moderation fields and its dates. */
export type ListingFields = Omit<ListingInput, 'district' | 'rules'> & {
  district: District;
  rules: string;
  userRef: Types.ObjectId;
  status: 'approved' | 'pending';
  featured: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export interface OwnerFields {
  username: string;
  email: string;
  number: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Share of listings waiting for review, and of the approved ones that are featured. */
export const PENDING_SHARE = 0.06;
export const FEATURED_SHARE = 0.02;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Listings are created over this many days before now. */
export const SPREAD_DAYS = 540;

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => String(values[key]));
}

/** The first name that fits the limits, else the type's own label in the town. */
function nameOf(random: Random, profile: TypeProfile, type: ListingType, values: Record<string, string | number>): string {
  const name = fill(pick(random, profile.names), values);
  if (name.length <= LISTING_LIMITS.nameMaxLength) return name;
  return `${LISTING_TYPE_TEXT[type].label} in ${values.town}`.slice(0, LISTING_LIMITS.nameMaxLength);
}

export interface ListingContext {
  random: Random;
  owners: readonly Types.ObjectId[];
  now: Date;
  /** A new image's address; the seed stores no pictures, so each points at none. */
  newImageUrl: () => string;
}

/** One listing, its type given so every type is represented in turn. */
export function listingFields(type: ListingType, { random, owners, now, newImageUrl }: ListingContext): ListingFields {
  const profile = PROFILES[type];
  const district = pickWeighted(random, WEIGHTED_DISTRICTS);
  const town = pick(random, townsOf(district));
  const bedrooms = between(random, profile.bedrooms.min, profile.bedrooms.max);
  const price = pickWeighted(
    random,
    profile.prices.map((value) => ({ value, weight: value.weight })),
  );
  const facilities = {
    parking: random() < profile.facilities.parking,
    furnished: random() < profile.facilities.furnished,
    kitchen: random() < profile.facilities.kitchen,
    hotwater: random() < profile.facilities.hotwater,
    aircondition: random() < profile.facilities.aircondition,
  };
  const values = { town, landmark: `${pick(random, LANDMARKS)}, ${town}`, bedrooms };
  const description = [
    pick(random, profile.opening),
    ...Object.entries(facilities)
      .filter(([, has]) => has)
      .map(([facility]) => FACILITY_SENTENCES[facility as keyof typeof FACILITY_SENTENCES]),
    `${pick(random, NEARBY)} in ${town}, ${district} District.`,
  ].join(' ');
  const createdAt = new Date(now.getTime() - Math.floor(random() * SPREAD_DAYS * DAY_MS));
  const updatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + Math.floor(random() * 14 * DAY_MS)));
  const status = random() < PENDING_SHARE ? 'pending' : 'approved';
  const houseNumber = between(random, 1, 250);
  return {
    name: nameOf(random, profile, type, values),
    description,
    rules: random() < 0.6 ? pick(random, profile.rules) : '',
    address: `${houseNumber}${random() < 0.3 ? `/${between(random, 1, 9)}` : ''}, ${pick(random, ROADS)}`,
    district,
    city: town,
    type,
    ...(price.rentType ? { rentType: price.rentType } : {}),
    bedrooms,
    bathrooms: between(random, 1, Math.max(1, Math.ceil(bedrooms * 0.75))),
    beds: between(random, profile.beds.min, profile.beds.max),
    rent: roundTo(between(random, price.min, price.max), price.step),
    area: roundTo(between(random, profile.area.min, profile.area.max), 10),
    ...facilities,
    imageUrls: Array.from({ length: between(random, 1, LISTING_LIMITS.imagesMax) }, newImageUrl),
    userRef: pick(random, owners),
    status,
    featured: status === 'approved' && random() < FEATURED_SHARE,
    createdAt,
    updatedAt,
  };
}

/** Listing `index` of a run: the types take turns, so each has a share. */
export function typeOf(index: number): ListingType {
  return LISTING_TYPES[index % LISTING_TYPES.length];
}

/**
 * An owner: a name-like username (with the run's tag and the owner's number, so runs that
 * append never repeat one), an example.com address and a made-up mobile number.
 */
export function ownerFields(index: number, runTag: string, { random, now }: Pick<ListingContext, 'random' | 'now'>): OwnerFields {
  const username = `${pick(random, FIRST_NAMES)}.${pick(random, SURNAMES)}.${runTag}${index}`;
  const createdAt = new Date(now.getTime() - (SPREAD_DAYS + 30) * DAY_MS + Math.floor(random() * 30 * DAY_MS));
  return {
    username,
    email: `${username}@example.com`,
    number: `07${between(random, 0, 8)}${String(between(random, 0, 9_999_999)).padStart(7, '0')}`,
    createdAt,
    updatedAt: createdAt,
  };
}
