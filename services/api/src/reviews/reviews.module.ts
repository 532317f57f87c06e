import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ListingsModule } from '../listings/listings.module';
import { ReviewsService } from './reviews.service';
import { Review, ReviewSchema } from './schemas/review.schema';

/** Reviews: the schema and the rating upkeep for now; the endpoints come with their own issue. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Review.name, schema: ReviewSchema }]), ListingsModule],
  providers: [ReviewsService],
  exports: [ReviewsService],
})
export class ReviewsModule {}
