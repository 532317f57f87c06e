import { DefinitionsFactory, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { CheckedListingInput } from '@nivasa/contracts/api';
import { listingInputFields } from '@nivasa/contracts/listing-schema';
import {
  LISTING_STATUS,
  LISTING_STATUSES,
  type ListingStatus,
  REVISION_STATUSES,
  type RevisionStatus,
} from '@nivasa/contracts/listing-lifecycle';
import { isDistrict, isTownOf } from '@nivasa/contracts/districts';
import { LISTING_LIMITS, REVIEW_LIMITS } from '@nivasa/contracts/limits';
import { searchKeyFieldsOf } from '@nivasa/contracts/search-keys';
import { hasRentBasis, isListingType, priceLimits } from '@nivasa/contracts/listing-types';
import { type HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';
import { mongoosePathsOf } from '../../common/mongoose-paths';
import { User } from '../../users/schemas/user.schema';

/**
 * An owner's changes to a live listing, waiting for review. `content` holds the listing's own
 * fields as the owner sent them (checked against this schema's rules before it is stored; a
 * field the owner removed is null), so it follows the listing input whatever fields it has.
 */
@Schema({ _id: false })
export class ListingRevisionDoc {
  @Prop({ type: Types.ObjectId, required: true })
  _id!: Types.ObjectId;

  @Prop({ type: String, enum: REVISION_STATUSES, required: true })
  status!: RevisionStatus;

  @Prop({ type: String, trim: true, maxlength: LISTING_LIMITS.reasonMaxLength })
  reason?: string;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  content!: Record<string, unknown>;

  @Prop({ type: Date, required: true })
  createdAt!: Date;
}

const ListingRevisionSchema = SchemaFactory.createForClass(ListingRevisionDoc);

/** A GeoJSON point, [longitude, latitude], as a 2dsphere index reads it. */
const GeoJsonPointSchema = new MongooseSchema(
  { type: { type: String, enum: ['Point'], required: true }, coordinates: { type: [Number], required: true } },
  { _id: false },
);

/** A field that may be undefined is stored absent: an optional key. */
type AbsentWhenUndefined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/**
 * The owner's fields, typed as the contracts' listing input schema gives them, checked: their
 * paths are made from that schema below (mongoosePathsOf), so a new field needs nothing here.
 */
const ListingContentFields = class {} as new () => AbsentWhenUndefined<CheckedListingInput>;

/** What the schema's fields cannot say alone: checks that read other fields, as the input schema makes them too. */
const CHECKS_ACROSS_FIELDS = {
  city: {
    validate: {
      validator(this: Listing, city: string) {
        return isDistrict(this.district) && isTownOf(this.district, city);
      },
      message: (props: { value: string }) => `${props.value} is not a town of the listing's district`,
    },
  },
  /** How the rent is charged; a house for sale has a price and no rent basis. */
  rentType: {
    required(this: Listing) {
      return hasRentBasis(this.type);
    },
    validate: {
      // Runs only when a rent basis is given.
      validator(this: Listing) {
        return !isListingType(this.type) || hasRentBasis(this.type);
      },
      message: 'A house for sale has no rent basis',
    },
  },
  /** In rupees: the rent per rentType, or the sale price of a house for sale (each with its own range). */
  rent: {
    validate: {
      validator(this: Listing, rent: number) {
        if (!isListingType(this.type)) return true;
        const { min, max } = priceLimits(this.type);
        return rent >= min && rent <= max;
      },
      message: (props: { value: number }) => `${props.value} is outside the price range of the listing's type`,
    },
  },
};

/**
 * A listing as stored: the owner's fields (from the input schema), then the server's own,
 * written here with the indexes.
 */
@Schema()
export class Listing extends ListingContentFields {
  /** The owner; set from the session, never from a request body. */
  @Prop({ type: Types.ObjectId, ref: User.name, required: true })
  userRef!: Types.ObjectId;

  @Prop({ type: String, enum: LISTING_STATUSES, default: LISTING_STATUS.pending })
  status!: ListingStatus;

  /** The id of the content as it stands: new with every change of content, so approving can name what was reviewed. */
  @Prop({ type: Types.ObjectId, default: () => new Types.ObjectId() })
  revisionId!: Types.ObjectId;

  /** An approved listing's changes waiting for review (or refused), kept until approved or edited again. */
  @Prop({ type: ListingRevisionSchema })
  revision?: ListingRevisionDoc;

  /** A moderator's reason for the last approval or disapproval; cleared when the owner edits. */
  @Prop({ type: String, trim: true, maxlength: LISTING_LIMITS.reasonMaxLength })
  statusReason?: string;

  @Prop({ type: Boolean, default: false })
  featured!: boolean;

  /** Average review rating, 0 when there are no reviews. */
  @Prop({ type: Number, default: 0, min: 0, max: REVIEW_LIMITS.ratingMax })
  rating!: number;

  @Prop({ type: Number, default: 0, min: 0 })
  numReviews!: number;

  /**
   * What search matches (searchKeysOf): the content's words and its place's, type's and
   * facilities' names in the three languages. Made whenever content is stored (see below and the
   * repositories' updates); SearchKeysBackfillJob gives them to listings stored without them or
   * with keys of another vocabulary.
   */
  @Prop({ type: String })
  searchKeys?: string;

  /** The vocabulary the keys were made with (SEARCH_KEYS_VERSION); another one means they are remade. */
  @Prop({ type: String })
  searchKeysVersion?: string;

  /**
   * The point the public sees (the pin moved 200–300 m, or the pin when showExactLocation), as
   * GeoJSON for a real MongoDB's 2dsphere index, and as plain numbers for the development
   * engine's range queries. Made with `location` (see ListingPlacement, and
   * ListingFieldsBackfillJob for listings stored before).
   */
  @Prop({ type: GeoJsonPointSchema })
  publicPoint?: { type: 'Point'; coordinates: [number, number] };

  @Prop({ type: Number })
  publicLat?: number;

  @Prop({ type: Number })
  publicLng?: number;

  /** A rent as a month's (monthlyRentOf), which searches compare when no rent basis is chosen; none for a house for sale. */
  @Prop({ type: Number })
  monthlyRent?: number;

  /** The version of the fields above (DERIVED_FIELDS_VERSION); another one means they are made again. */
  @Prop({ type: Number })
  derivedFieldsVersion?: number;

  /** Reported for fraud by REPORT_LIMITS.fraudReportsToHide users: out of every public place until a moderator decides. */
  @Prop({ type: Boolean })
  hiddenByReports?: boolean;

  /** Its owner is blocked: out of every public place until they are unblocked. */
  @Prop({ type: Boolean })
  ownerBlocked?: boolean;

  /** The owner's last renewal or edit ("Updated 3 days ago"); see ListingExpiry. */
  @Prop({ type: Date })
  renewedAt?: Date;

  /** From then on out of every public place until the owner renews or edits it. Set for all by ListingExpiryBackfillJob. */
  @Prop({ type: Date })
  expiresAt?: Date;

  /** The expiresAt whose reminder was mailed: one reminder per expiry (ListingExpiryReminderJob). */
  @Prop({ type: Date })
  expiryReminderFor?: Date;

  /** When its current content went public: an approval, or its approved changes. Saved-search alerts read it. */
  @Prop({ type: Date })
  publishedAt?: Date;

  /** When its price last fell by PRICE_DROP_RATIO or more while public (price-drop.ts), and the price before. */
  @Prop({ type: Date })
  reducedAt?: Date;

  @Prop({ type: Number })
  previousRent?: number;

  createdAt!: Date;
  updatedAt!: Date;
}

export type ListingDocument = HydratedDocument<Listing>;

export const ListingSchema = new MongooseSchema<Listing>(mongoosePathsOf(listingInputFields, CHECKS_ACROSS_FIELDS), {
  collection: 'listings',
  timestamps: true,
});
ListingSchema.add(DefinitionsFactory.createForClass(Listing));
// A listing created (or shaped for insertMany) has its search keys from its content.
ListingSchema.pre('validate', function () {
  this.set(searchKeyFieldsOf(this));
});
// Home sections and search: approved listings of a type, newest first.
ListingSchema.index({ status: 1, type: 1, createdAt: -1 });
// The featured carousel and the admin's lists.
ListingSchema.index({ status: 1, featured: 1 });
// Search by place.
ListingSchema.index({ status: 1, district: 1, city: 1 });
// Search sorted or bounded by price: a sale's price, or a rent of the basis asked for...
ListingSchema.index({ status: 1, rent: 1 });
// ...or any rent as a month's.
ListingSchema.index({ status: 1, monthlyRent: 1 });
// Search near a place or within an area, on a real MongoDB (the development engine reads the numbers).
ListingSchema.index({ publicPoint: '2dsphere' });
// The derived fields' backfill.
ListingSchema.index({ derivedFieldsVersion: 1 });
// The moderators' list: new listings and live listings' waiting changes.
ListingSchema.index({ 'revision.status': 1 });
// The search keys' backfill: listings whose keys are missing or of another vocabulary (a range either side of the current one).
ListingSchema.index({ searchKeysVersion: 1 });
// An owner's own listings, and what a deleted user leaves.
ListingSchema.index({ userRef: 1 });
// Fresh listings: the reminders due and the expiry backfill.
ListingSchema.index({ expiresAt: 1 });
// Saved-search alerts: listings gone public, or reduced, since the alert job's last run.
ListingSchema.index({ publishedAt: 1 });
ListingSchema.index({ reducedAt: 1 });
