import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
// A value import: the parameter's decorator metadata must name Types.ObjectId (see common/validation.ts).
import { Types } from 'mongoose';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { MediaService } from './media.service';

/** Image ids are never reused for other bytes, so a response can be cached for good. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

@Controller('images')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Get(':id')
  async image(
    @Param('id', new ParseObjectIdPipe('image id')) id: Types.ObjectId,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const etag = `"${id.toString()}"`;
    const { image, stream } = await this.media.openImage(id);
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
