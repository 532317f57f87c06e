import { Module } from '@nestjs/common';
import { PlacesController } from './places.controller';
import { PlacesService } from './places.service';

/** The gazetteer (districts, towns, divisions, campuses): GET /api/places, and PlacesService for the listings. */
@Module({ controllers: [PlacesController], providers: [PlacesService], exports: [PlacesService] })
export class PlacesModule {}
