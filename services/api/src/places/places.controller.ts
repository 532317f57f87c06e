import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { PLACE_MESSAGES } from '@nivasa/contracts/place-messages';
import type { Place } from '@nivasa/contracts/places';
import { refusal } from '../common/refusal';
import { PlacesQueryDto } from './dto/places-query.dto';
import { PlacesService } from './places.service';

/** The gazetteer, for everyone: the autocomplete and one place by id. */
@Controller('places')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @Get()
  search(@Query() query: PlacesQueryDto): Place[] {
    return this.places.search(query.q, query.limit);
  }

  @Get(':id')
  one(@Param('id') id: string): Place {
    const place = this.places.byId(id);
    if (!place) throw new NotFoundException(refusal('PLACE_NOT_FOUND', PLACE_MESSAGES.notFound));
    return place;
  }
}
