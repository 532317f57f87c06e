import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { REVIEW_LIMITS } from '@nivasa/contracts/limits';
import { type HydratedDocument, Types } from 'mongoose';

/** A review of a listing, by a signed-in user who does not own it. */
@Schema({ collection: 'reviews', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Review {
  @Prop({ type: Types.ObjectId, required: true, ref: 'Listing' })
  listingId!: Types.ObjectId;

  /** The author; set from the session, never from a request body. */
  @Prop({ type: Types.ObjectId, required: true, ref: 'User', index: true })
  userRef!: Types.ObjectId;

  /** The author's name as shown with the review. */
  @Prop({ type: String, required: true, trim: true })
  name!: string;

  @Prop({ type: Number, required: true, min: REVIEW_LIMITS.ratingMin, max: REVIEW_LIMITS.ratingMax })
  rating!: number;

  @Prop({ type: String, trim: true, default: '' })
  comment!: string;

  createdAt!: Date;
}

export type ReviewDocument = HydratedDocument<Review>;

export const ReviewSchema = SchemaFactory.createForClass(Review);
// A listing's reviews, newest first (the paged list); one review per user and listing.
ReviewSchema.index({ listingId: 1, createdAt: -1 });
ReviewSchema.index({ listingId: 1, userRef: 1 }, { unique: true });
