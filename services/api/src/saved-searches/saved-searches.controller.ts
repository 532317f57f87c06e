import { Body, Controller, Delete, Get, Header, Headers, Param, Patch, Post, UseGuards } from '@nestjs/common';
import type { MessageResponse } from '@nivasa/contracts/api';
import { API_ERROR_MESSAGES } from '@nivasa/contracts/api-error-messages';
import type { SavedSearchesResponse, SavedSearchSaved } from '@nivasa/contracts/saved-search-schema';
// A value import: the parameters' decorator metadata must name Types.ObjectId (see common/validation.ts).
import { Types } from 'mongoose';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { answerLanguage } from '../common/language/answer-language';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import type { UserDocument } from '../users/schemas/user.schema';
import { SavedSearchRequestDto } from './dto/saved-search-request.dto';
import { SavedSearchUpdateDto } from './dto/saved-search-update.dto';
import { SavedSearchesService } from './saved-searches.service';

const savedSearchId = () => new ParseObjectIdPipe(API_ERROR_MESSAGES.invalidSavedSearchId);

/**
 * SAVED_SEARCH_API_PATHS: the signed-in user's own saved searches. Writes are rate limited and
 * origin-checked globally, as every write.
 */
@Controller('saved-searches')
@UseGuards(JwtAuthGuard)
export class SavedSearchesController {
  constructor(private readonly savedSearches: SavedSearchesService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  list(@CurrentUser() actor: UserDocument): Promise<SavedSearchesResponse> {
    return this.savedSearches.list(actor);
  }

  @Post()
  create(
    @Body() body: SavedSearchRequestDto,
    @CurrentUser() actor: UserDocument,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<SavedSearchSaved> {
    return this.savedSearches.create(actor, body, answerLanguage(acceptLanguage));
  }

  @Patch(':id')
  update(
    @Param('id', savedSearchId()) id: Types.ObjectId,
    @Body() body: SavedSearchUpdateDto,
    @CurrentUser() actor: UserDocument,
  ): Promise<SavedSearchSaved> {
    return this.savedSearches.update(actor, id, body);
  }

  @Delete(':id')
  remove(@Param('id', savedSearchId()) id: Types.ObjectId, @CurrentUser() actor: UserDocument): Promise<MessageResponse> {
    return this.savedSearches.remove(actor, id);
  }
}
