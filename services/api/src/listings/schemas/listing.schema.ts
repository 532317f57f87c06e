import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  LISTING_STATUS,
  LISTING_STATUSES,
  type ListingStatus,
  REVISION_STATUSES,
  type RevisionStatus,
} from '@nivasa/contracts/listing-lifecycle';
import { DISTRICTS, type District, isDistrict, isTownOf } from '@nivasa/contracts/districts';
import { LISTING_LIMITS, REVIEW_LIMITS } from '@nivasa/contracts/limits';
import { hasRentBasis, isListingType, LISTING_TYPES, type ListingType, priceLimits } from '@nivasa/contracts/listing-types';
import { RENT_TYPES, type RentType } from '@nivasa/contracts/rent-types';
import { type HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';
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

const roomCount = { type: Number, required: true, min: LISTING_LIMITS.roomCountMin, max: LISTING_LIMITS.roomCountMax };

@Schema({ collection: 'listings', timestamps: true })
export class Listing {
  @Prop({ required: true, trim: true, minlength: LISTING_LIMITS.nameMinLength, maxlength: LISTING_LIMITS.nameMaxLength })
  name!: string;

  @Prop({ required: true, trim: true, maxlength: LISTING_LIMITS.descriptionMaxLength })
  description!: string;

  /** House rules or terms; optional. */
  @Prop({ type: String, trim: true, default: '', maxlength: LISTING_LIMITS.rulesMaxLength })
  rules!: string;

  @Prop({ required: true, trim: true, maxlength: LISTING_LIMITS.addressMaxLength })
  address!: string;

  @Prop({ type: String, required: true, enum: DISTRICTS })
  district!: District;

  @Prop({
    type: String,
    required: true,
    trim: true,
    validate: {
      validator(this: Listing, city: string) {
        return isDistrict(this.district) && isTownOf(this.district, city);
      },
      message: (props: { value: string }) => `${props.value} is not a town of the listing's district`,
    },
  })
  city!: string;

  @Prop({ type: String, required: true, enum: LISTING_TYPES })
  type!: ListingType;

  /** How the rent is charged; a house for sale has a price and no rent basis. */
  @Prop({
    type: String,
    enum: RENT_TYPES,
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
  })
  rentType?: RentType;

  @Prop(roomCount)
  bedrooms!: number;

  @Prop(roomCount)
  bathrooms!: number;

  /** Beds per room. */
  @Prop(roomCount)
  beds!: number;

  /** In rupees: the rent per rentType, or the sale price of a house for sale (each with its own range). */
  @Prop({
    type: Number,
    required: true,
    validate: {
      validator(this: Listing, rent: number) {
        if (!isListingType(this.type)) return true;
        const { min, max } = priceLimits(this.type);
        return rent >= min && rent <= max;
      },
      message: (props: { value: number }) => `${props.value} is outside the price range of the listing's type`,
    },
  })
  rent!: number;

  /** Square feet. */
  @Prop({ type: Number, required: true, min: LISTING_LIMITS.areaMin, max: LISTING_LIMITS.areaMax })
  area!: number;

  @Prop({ type: Boolean, default: false })
  parking!: boolean;

  @Prop({ type: Boolean, default: false })
  furnished!: boolean;

  @Prop({ type: Boolean, default: false })
  kitchen!: boolean;

  @Prop({ type: Boolean, default: false })
  hotwater!: boolean;

  @Prop({ type: Boolean, default: false })
  aircondition!: boolean;

  @Prop({
    type: [String],
    validate: {
      validator: (urls: string[]) => urls.length >= LISTING_LIMITS.imagesMin && urls.length <= LISTING_LIMITS.imagesMax,
      message: `A listing has ${LISTING_LIMITS.imagesMin} to ${LISTING_LIMITS.imagesMax} images`,
    },
  })
  imageUrls!: string[];

  /** The day the place is free from, YYYY-MM-DD (text order is date order); none means free now. */
  @Prop({ type: String, match: /^\d{4}-\d{2}-\d{2}$/ })
  availableFrom?: string;

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

  createdAt!: Date;
  updatedAt!: Date;
}

export type ListingDocument = HydratedDocument<Listing>;

export const ListingSchema = SchemaFactory.createForClass(Listing);
// Home sections and search: approved listings of a type, newest first.
ListingSchema.index({ status: 1, type: 1, createdAt: -1 });
// The featured carousel and the admin's lists.
ListingSchema.index({ status: 1, featured: 1 });
// Search by place.
ListingSchema.index({ status: 1, district: 1, city: 1 });
// Search sorted or bounded by price.
ListingSchema.index({ status: 1, rent: 1 });
// The moderators' list: new listings and live listings' waiting changes.
ListingSchema.index({ 'revision.status': 1 });
// An owner's own listings, and what a deleted user leaves.
ListingSchema.index({ userRef: 1 });
