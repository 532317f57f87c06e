import { BadRequestException } from '@nestjs/common';
import { IsString } from 'class-validator';
import { Types } from 'mongoose';
import { createValidationPipe } from './validation';

class NameDto {
  @IsString()
  name!: string;
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

  it('leaves ObjectId route parameters to ParseObjectIdPipe', async () => {
    await expect(pipe.transform('6b0245004a782bc4c8d207a7', { type: 'param', metatype: Types.ObjectId })).resolves.toBe(
      '6b0245004a782bc4c8d207a7',
    );
  });
});
