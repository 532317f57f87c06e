import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Types } from 'mongoose';

/** A user's favourite listing. */
@Schema({ collection: 'favorites', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Favorite {
  @Prop({ type: Types.ObjectId, required: true, ref: 'User' })
  userId!: Types.ObjectId;

  @Prop({ type: Types.ObjectId, required: true, ref: 'Listing', index: true })
  listingId!: Types.ObjectId;

  createdAt!: Date;
}

export type FavoriteDocument = HydratedDocument<Favorite>;

export const FavoriteSchema = SchemaFactory.createForClass(Favorite);
// A listing is a user's favourite once (declared for MongoDB; the derived _id holds it on every engine).
FavoriteSchema.index({ userId: 1, listingId: 1 }, { unique: true });
