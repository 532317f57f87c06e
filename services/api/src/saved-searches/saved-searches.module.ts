import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PlacesModule } from '../places/places.module';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesListener } from './saved-searches.listener';
import { SavedSearchesRepository } from './saved-searches.repository';
import { SavedSearchesService } from './saved-searches.service';
import { SavedSearch, SavedSearchSchema } from './schemas/saved-search.schema';

/**
 * Saved searches (issue 20): a signed-in user's searches, kept with the index keys a newly public
 * listing finds the ones it matches by (saved-search-match.ts). The alerts build on them.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: SavedSearch.name, schema: SavedSearchSchema }]), PlacesModule],
  controllers: [SavedSearchesController],
  providers: [SavedSearchesService, SavedSearchesRepository, SavedSearchesListener],
  exports: [SavedSearchesService],
})
export class SavedSearchesModule {}
