import { listingInputSchema } from '@nivasa/contracts/listing-schema';
import { schemaDto } from '../../common/validation';

/** The body of create and update, checked with the contracts' listing input schema. */
export class ListingInputDto extends schemaDto(listingInputSchema) {}
