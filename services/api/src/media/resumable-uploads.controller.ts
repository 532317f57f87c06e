import { Controller, Delete, Head, Param, Patch, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { RateLimited } from '../common/throttling/throttling';
import type { UserDocument } from '../users/schemas/user.schema';
import { ResumableUploadsService } from './resumable-uploads.service';
import { UploadSlotsInterceptor } from './upload-slots.interceptor';

/**
 * Resumable image uploads, the tus 1.0 protocol (`RESUMABLE_UPLOAD_PATH`), for signed-in users.
 * Creating one counts as an upload under the uploads rate limit; each PATCH holds one of the
 * user's upload slots while its bytes arrive (and, for the last, while the image is made), as a
 * multipart upload does. The answers are tus's; refusals are the API's `{ message, code }`.
 */
@Controller('uploads')
@UseGuards(JwtAuthGuard)
export class ResumableUploadsController {
  constructor(private readonly uploads: ResumableUploadsService) {}

  @Post()
  @RateLimited('uploads')
  create(@CurrentUser() user: UserDocument, @Req() request: Request, @Res() response: Response): Promise<void> {
    return this.uploads.handle(user, request, response);
  }

  @Head(':id')
  offset(@CurrentUser() user: UserDocument, @Param('id') id: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    return this.uploads.handle(user, request, response, id);
  }

  @Patch(':id')
  @UseInterceptors(UploadSlotsInterceptor)
  append(@CurrentUser() user: UserDocument, @Param('id') id: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    return this.uploads.handle(user, request, response, id);
  }

  @Delete(':id')
  drop(@CurrentUser() user: UserDocument, @Param('id') id: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    return this.uploads.handle(user, request, response, id);
  }
}
