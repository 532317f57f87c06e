import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Records that a data set was seeded, so a later start never seeds it again. */
@Schema({ collection: 'seed_runs', versionKey: false })
export class SeedRun {
  /** Which data set; an ObjectId stays the _id (CongoDB's upserts only make ObjectId ids). */
  @Prop({ type: String, required: true })
  key!: string;

  @Prop({ type: Date, required: true })
  at!: Date;

  /** What was done: 'seeded', or 'skipped' when data was already there. */
  @Prop({ type: String, required: true })
  outcome!: 'seeded' | 'skipped';

  @Prop({ type: Number, default: 0 })
  users!: number;

  @Prop({ type: Number, default: 0 })
  listings!: number;

  @Prop({ type: Number, default: 0 })
  images!: number;
}

export const SeedRunSchema = SchemaFactory.createForClass(SeedRun);
SeedRunSchema.index({ key: 1 }, { unique: true });
