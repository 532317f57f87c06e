import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ListingsModule } from '../listings/listings.module';
import { ReviewsController } from './reviews.controller';
import { ReviewsListener } from './reviews.listener';
import { ReviewsService } from './reviews.service';
import { Review, ReviewSchema } from './schemas/review.schema';

/** Reviews: the endpoints, the schema, the rating upkeep and the removal of reviews whose author or listing goes. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Review.name, schema: ReviewSchema }]), ListingsModule],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewsListener],
  exports: [ReviewsService],
})
export class ReviewsModule {}
