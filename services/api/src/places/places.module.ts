import { Module } from '@nestjs/common';
import { PlacesService } from './places.service';

/** A stand-in for the places helper's PlacesModule (branch i18-places). */
@Module({ providers: [PlacesService], exports: [PlacesService] })
export class PlacesModule {}
