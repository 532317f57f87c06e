import { BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsString, Min, ValidateNested } from 'class-validator';
import { Types } from 'mongoose';
import { reviewInputSchema } from '@nivasa/contracts/engagement-schema';
import { REVIEW_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { createValidationPipe, schemaDto } from './validation';

class NameDto {
  @IsString()
  name!: string;
}

class RoomDto {
  @IsInt({ message: 'Beds must be a whole number.' })
  @Min(1, { message: 'A room has at least one bed.' })
  beds!: number;
}

class PlaceDto {
  @IsString({ message: 'Enter a name.' })
  name!: string;

  @ValidateNested()
  @Type(() => RoomDto)
  room!: RoomDto;
}

describe('the global validation pipe', () => {
  const pipe = createValidationPipe();

  it('turns a valid body into the DTO', async () => {
    const value = await pipe.transform({ name: 'Nimal' }, { type: 'body', metatype: NameDto });
    expect(value).toBeInstanceOf(NameDto);
  });

  it('refuses unknown fields rather than dropping them', async () => {
    await expect(pipe.transform({ name: 'Nimal', isAdmin: true }, { type: 'body', metatype: NameDto })).rejects.toThrow(
      BadRequestException,
    );
  });

  it('names each refused field by its path (nested ones as a.b), once however many rules it breaks, and joins the messages', async () => {
    const refusal = await pipe
      .transform({ name: 7, room: { beds: 0.5 }, isAdmin: true }, { type: 'body', metatype: PlaceDto })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BadRequestException);
    expect((refusal as BadRequestException).getResponse()).toEqual({
      message: 'property isAdmin should not exist; Enter a name.; A room has at least one bed.',
      code: 'VALIDATION_FAILED',
      errors: [
        { field: 'isAdmin', code: 'FIELD_NOT_ALLOWED', params: {}, message: 'property isAdmin should not exist' },
        { field: 'name', code: 'FIELD_INVALID', params: {}, message: 'Enter a name.' },
        { field: 'room.beds', code: 'FIELD_TOO_SMALL', params: {}, message: 'A room has at least one bed.' },
      ],
    });
  });

  it('leaves ObjectId route parameters to ParseObjectIdPipe', async () => {
    await expect(pipe.transform('6b0245004a782bc4c8d207a7', { type: 'param', metatype: Types.ObjectId })).resolves.toBe(
      '6b0245004a782bc4c8d207a7',
    );
  });

  it('parses a schemaDto parameter with its contracts schema: unknown fields refused, each field error with its code and limits', async () => {
    class ReviewDto extends schemaDto(reviewInputSchema) {}
    await expect(pipe.transform({ rating: 5, comment: '  Lovely  ' }, { type: 'body', metatype: ReviewDto })).resolves.toEqual({
      rating: 5,
      comment: 'Lovely',
    });
    const refusal = await pipe
      .transform({ rating: 9, isAdmin: true }, { type: 'body', metatype: ReviewDto })
      .catch((error: unknown) => error);
    expect((refusal as BadRequestException).getResponse()).toEqual({
      message: `property isAdmin should not exist; ${REVIEW_MESSAGES.rating}; ${REVIEW_MESSAGES.comment}`,
      code: 'VALIDATION_FAILED',
      errors: [
        { field: 'isAdmin', code: 'FIELD_NOT_ALLOWED', params: {}, message: 'property isAdmin should not exist' },
        { field: 'rating', code: 'FIELD_TOO_LARGE', params: { max: 5 }, message: REVIEW_MESSAGES.rating },
        { field: 'comment', code: 'FIELD_REQUIRED', params: {}, message: REVIEW_MESSAGES.comment },
      ],
    });
  });
});
