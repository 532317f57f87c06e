import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Req,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { ImageUploadResponse } from '@nivasa/contracts/api';
import { API_ERROR_MESSAGES } from '@nivasa/contracts/api-error-messages';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
// A value import: the parameter's decorator metadata must name Types.ObjectId (see common/validation.ts).
import { Types } from 'mongoose';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { RateLimited } from '../common/throttling/throttling';
import type { UserDocument } from '../users/schemas/user.schema';
import { LARGEST_UPLOAD_BYTES } from './image-processing';
import { ImageUploadService, parseImagePurpose, type UploadedImageFile } from './image-upload.service';
import { MediaService, parseImageSize } from './media.service';
import { UploadErrorsInterceptor } from './upload-errors.interceptor';
import { UploadSlotsInterceptor } from './upload-slots.interceptor';

/** Image ids (and their sizes' ids) are never reused for other bytes, so a response can be cached for good. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

@Controller('images')
export class MediaController {
  constructor(
    private readonly media: MediaService,
    private readonly uploads: ImageUploadService,
  ) {}

  /**
   * An image upload by a signed-in user: multipart field `image`, `?purpose=avatar|listing`
   * (a form field `purpose` works too, but only the query is known while the file streams,
   * for the wording of a too-large refusal). 201 `{ success: true, url }`.
   */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(JwtAuthGuard)
  @RateLimited('uploads')
  @UseInterceptors(
    UploadSlotsInterceptor,
    UploadErrorsInterceptor,
    FileInterceptor('image', { limits: { fileSize: LARGEST_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 } }),
  )
  async upload(
    @UploadedFile() file: UploadedImageFile | undefined,
    @Query('purpose') queryPurpose: unknown,
    @Req() request: Request,
    @CurrentUser() user: UserDocument,
  ): Promise<ImageUploadResponse> {
    const purpose = parseImagePurpose(queryPurpose ?? (request.body as { purpose?: unknown } | undefined)?.purpose);
    return { success: true, url: await this.uploads.upload(user, file, purpose) };
  }

  /** An image, `?size=card|detail|full` (none: its largest); each size has its own file and ETag. */
  @Get(':id')
  async image(
    @Param('id', new ParseObjectIdPipe(API_ERROR_MESSAGES.invalidImageId)) id: Types.ObjectId,
    @Query('size') size: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const { image, stream } = await this.media.openImage(id, parseImageSize(size));
    const etag = `"${image.id.toString()}"`;
    response.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
    response.setHeader('ETag', etag);
    response.setHeader('Last-Modified', image.uploadDate.toUTCString());
    if (request.headers['if-none-match'] === etag) {
      stream.destroy();
      response.status(304).end();
      return;
    }
    response.setHeader('Content-Type', image.contentType);
    response.setHeader('Content-Length', String(image.length));
    // Content-Type comes from our own upload checks; never let a browser sniff another.
    response.setHeader('X-Content-Type-Options', 'nosniff');
    await pipeline(stream, response);
  }
}
