import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { LISTING_STATUSES, type ListingStatus } from '@nivasa/contracts/api';
import { DISTRICTS, type District, isDistrict, isTownOf } from '@nivasa/contracts/districts';
import { LISTING_LIMITS, REVIEW_LIMITS } from '@nivasa/contracts/limits';
import { hasRentBasis, LISTING_TYPES, type ListingType } from '@nivasa/contracts/listing-types';
import { RENT_TYPES, type RentType } from '@nivasa/contracts/rent-types';
import { type HydratedDocument, Types } from 'mongoose';
import { User } from '../../users/schemas/user.schema';

const roomCount = { type: Number, required: true, min: LISTING_LIMITS.roomCountMin, max: LISTING_LIMITS.roomCountMax };

@Schema({ collection: 'listings', timestamps: true })
export class Listing {
  @Prop({ required: true, trim: true, minlength: LISTING_LIMITS.nameMinLength, maxlength: LISTING_LIMITS.nameMaxLength })
  name!: string;

  @Prop({ required: true, trim: true })
  description!: string;

  /** House rules or terms; optional. */
  @Prop({ type: String, trim: true, default: '' })
  rules!: string;

  @Prop({ required: true, trim: true })
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
  })
  rentType?: RentType;

  @Prop(roomCount)
  bedrooms!: number;

  @Prop(roomCount)
  bathrooms!: number;

  /** Beds per room. */
  @Prop(roomCount)
  beds!: number;

  /** In rupees: the rent per rentType, or the sale price of a house for sale. */
  @Prop({ type: Number, required: true, min: LISTING_LIMITS.rentMin, max: LISTING_LIMITS.rentMax })
  rent!: number;

  /** Square feet. */
  @Prop({ type: Number, required: true, min: LISTING_LIMITS.areaMin })
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

  /** The owner; set from the session, never from a request body. */
  @Prop({ type: Types.ObjectId, ref: User.name, required: true, index: true })
  userRef!: Types.ObjectId;

  @Prop({ type: String, enum: LISTING_STATUSES, default: 'pending' })
  status!: ListingStatus;

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
