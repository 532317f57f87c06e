import type { ListingInput } from '@nivasa/contracts/api';
import { DISTRICTS, type District, isDistrict, isTownOf } from '@nivasa/contracts/districts';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import { hasRentBasis, isListingType, LISTING_TYPES, type ListingType, priceLimits } from '@nivasa/contracts/listing-types';
import { LISTING_MESSAGES } from '@nivasa/contracts/messages';
import { isRentType, type RentType } from '@nivasa/contracts/rent-types';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { trimmed } from '../../auth/dto/sign-up.dto';

/** The address of an image the API holds; whose upload it is, ListingsService asks the media module. */
const LISTING_IMAGE_URL = /^\/api\/images\/[0-9a-f]{24}$/;

const typeOf = (args: ValidationArguments): ListingType | null => {
  const type = (args.object as { type?: unknown }).type;
  return isListingType(type) ? type : null;
};
const isSale = (args: ValidationArguments) => {
  const type = typeOf(args);
  return type !== null && !hasRentBasis(type);
};

/** A rule that reads another field of the body; its refusal is still this field's. */
function crossField(
  name: string,
  validate: (value: unknown, args: ValidationArguments) => boolean,
  message: (args: ValidationArguments) => string,
): PropertyDecorator {
  return (target, propertyName) => {
    const options: ValidationOptions = { message };
    registerDecorator({ name, target: target.constructor, propertyName: propertyName as string, options, validator: { validate } });
  };
}

/** A town of the body's district (checked once the district itself is one of the 25). */
const IsTownOfDistrict = () =>
  crossField(
    'isTownOfDistrict',
    (city, args) => {
      const district = (args.object as { district?: unknown }).district;
      if (typeof city !== 'string' || city === '') return false;
      return !isDistrict(district) || isTownOf(district, city);
    },
    () => LISTING_MESSAGES.city,
  );

/** Within the rent range, or the sale price range for a house for sale. */
const IsPriceOfType = () =>
  crossField(
    'isPriceOfType',
    (rent, args) => {
      const type = typeOf(args);
      if (typeof rent !== 'number' || !Number.isFinite(rent)) return false;
      if (type === null) return true;
      const { min, max } = priceLimits(type);
      return rent >= min && rent <= max;
    },
    (args) => (isSale(args) ? LISTING_MESSAGES.salePrice : LISTING_MESSAGES.rent),
  );

/** Daily, weekly or monthly; none for a house for sale. */
const FitsRentBasis = () =>
  crossField(
    'fitsRentBasis',
    (rentType, args) => (isSale(args) ? rentType === undefined : isRentType(rentType)),
    (args) => (isSale(args) ? LISTING_MESSAGES.rentTypeForSale : LISTING_MESSAGES.rentType),
  );

/** A null rent basis (a form's cleared select) means none. */
const nullAsAbsent = ({ value }: { value: unknown }) => (value === null ? undefined : value);

const roomCount = (message: string): PropertyDecorator[] => [
  IsInt({ message }),
  Min(LISTING_LIMITS.roomCountMin, { message }),
  Max(LISTING_LIMITS.roomCountMax, { message }),
];
const applyAll =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };

/**
 * The body of create and update: the listing's own fields, each checked with the contracts'
 * limits and words. Anything else (userRef, status, featured, rating, numReviews, statusReason,
 * _id, createdAt...) is refused with 400 by the global validation pipe.
 */
export class ListingInputDto implements ListingInput {
  @Transform(trimmed)
  @IsString({ message: LISTING_MESSAGES.name })
  @Length(LISTING_LIMITS.nameMinLength, LISTING_LIMITS.nameMaxLength, { message: LISTING_MESSAGES.name })
  name!: string;

  @Transform(trimmed)
  @IsString({ message: LISTING_MESSAGES.description })
  @Length(1, LISTING_LIMITS.descriptionMaxLength, { message: LISTING_MESSAGES.description })
  description!: string;

  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: LISTING_MESSAGES.rules })
  @MaxLength(LISTING_LIMITS.rulesMaxLength, { message: LISTING_MESSAGES.rules })
  rules?: string;

  @Transform(trimmed)
  @IsString({ message: LISTING_MESSAGES.address })
  @Length(1, LISTING_LIMITS.addressMaxLength, { message: LISTING_MESSAGES.address })
  address!: string;

  @IsIn(DISTRICTS, { message: LISTING_MESSAGES.district })
  district!: District;

  @Transform(trimmed)
  @IsTownOfDistrict()
  city!: string;

  @IsIn(LISTING_TYPES, { message: LISTING_MESSAGES.type })
  type!: ListingType;

  @Transform(nullAsAbsent)
  @FitsRentBasis()
  rentType?: RentType;

  @applyAll(...roomCount(LISTING_MESSAGES.bedrooms))
  bedrooms!: number;

  @applyAll(...roomCount(LISTING_MESSAGES.bathrooms))
  bathrooms!: number;

  @applyAll(...roomCount(LISTING_MESSAGES.beds))
  beds!: number;

  /** The rent, or a house for sale's price. */
  @IsPriceOfType()
  rent!: number;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: LISTING_MESSAGES.area })
  @Min(LISTING_LIMITS.areaMin, { message: LISTING_MESSAGES.area })
  @Max(LISTING_LIMITS.areaMax, { message: LISTING_MESSAGES.area })
  area!: number;

  @IsBoolean({ message: LISTING_MESSAGES.facility })
  parking!: boolean;

  @IsBoolean({ message: LISTING_MESSAGES.facility })
  furnished!: boolean;

  @IsBoolean({ message: LISTING_MESSAGES.facility })
  kitchen!: boolean;

  @IsBoolean({ message: LISTING_MESSAGES.facility })
  hotwater!: boolean;

  @IsBoolean({ message: LISTING_MESSAGES.facility })
  aircondition!: boolean;

  /** The first is the cover. Whose uploads they are, ListingsService checks. */
  @IsArray({ message: LISTING_MESSAGES.images })
  @ArrayMinSize(LISTING_LIMITS.imagesMin, { message: LISTING_MESSAGES.images })
  @ArrayMaxSize(LISTING_LIMITS.imagesMax, { message: LISTING_MESSAGES.images })
  @ArrayUnique({ message: LISTING_MESSAGES.images })
  @IsString({ each: true, message: LISTING_MESSAGES.imageNotYours })
  @Matches(LISTING_IMAGE_URL, { each: true, message: LISTING_MESSAGES.imageNotYours })
  imageUrls!: string[];
}
