import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { Types } from 'mongoose';
import { refusal } from '../refusal';

/**
 * A route parameter that must be a MongoDB ObjectId (24 hex digits); anything else is a 400.
 * Not @nestjs/mongoose's ParseObjectIdPipe: it accepts the same ids, but its refusal echoes the
 * caller's text back and names the database ("Invalid ObjectId: '…' is not a valid MongoDB
 * ObjectId"), where ours says which parameter was wrong (API_ERROR_MESSAGES.invalidUserId), as clients read it.
 */
@Injectable()
export class ParseObjectIdPipe implements PipeTransform<string, Types.ObjectId> {
  /** `refused`: the catalogue's text that names the parameter. */
  constructor(private readonly refused: string) {}

  transform(value: string): Types.ObjectId {
    if (typeof value !== 'string' || !/^[0-9a-fA-F]{24}$/.test(value)) {
      throw new BadRequestException(refusal('INVALID_ID', this.refused));
    }
    return new Types.ObjectId(value);
  }
}
