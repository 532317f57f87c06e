import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ListingsModule } from '../listings/listings.module';
import { MediaModule } from '../media/media.module';
import { UsersModule } from '../users/users.module';
import { SeedRun, SeedRunSchema } from './schemas/seed-run.schema';
import { SeedService } from './seed.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: SeedRun.name, schema: SeedRunSchema }]), UsersModule, ListingsModule, MediaModule],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
