import {
  BadRequestException,
  ConflictException,
  HttpException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
  PayloadTooLargeException,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { RESUMABLE_UPLOAD_IMAGE_HEADER, RESUMABLE_UPLOAD_PATH } from '@nivasa/contracts/api';
import { AUTH_MESSAGES, imageTooLargeMessage } from '@nivasa/contracts/auth-messages';
import type { ErrorCode } from '@nivasa/contracts/errors';
import { RESUMABLE_UPLOAD_LIMITS } from '@nivasa/contracts/limits';
import { Server } from '@tus/server';
import { Metadata } from '@tus/utils';
import type { Request, Response } from 'express';
import type { Connection } from 'mongoose';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { refusal } from '../common/refusal';
import type { UserDocument } from '../users/schemas/user.schema';
import { LARGEST_UPLOAD_BYTES, MAX_UPLOAD_BYTES } from './image-processing';
import { newImageId } from './media.service';
import { ImageUploadService, parseImagePurpose } from './image-upload.service';
import { MongoUploadStore } from './resumable-upload.store';

/** What one request's hooks need: who sends it, and the refusal the image pipeline gave, if any. */
interface RequestContext {
  user: UserDocument;
  refusal?: HttpException;
}

const UPLOAD_ID = /^[0-9a-f]{24}$/;

/**
 * Resumable image uploads over tus (@tus/server), stored in MongoDB by MongoUploadStore. Nest
 * checks who asks (the sign-in guard, the CSRF guard, the rate limits) before this runs; this
 * checks the rest before tus sees the request (the purpose, the size for it, the owner of the
 * upload named), so those refusals are the API's own `{ message, code }`, localised as any other.
 * When the last byte arrives the whole file goes through the same image pipeline as a
 * multipart upload (ImageUploadService: decoded, checked, sized, hashed, stored in GridFS).
 */
@Injectable()
export class ResumableUploadsService implements OnModuleInit {
  readonly store: MongoUploadStore;
  private readonly server: Server;
  private readonly contexts = new WeakMap<globalThis.Request, RequestContext>();

  constructor(
    @InjectConnection() connection: Connection,
    private readonly images: ImageUploadService,
  ) {
    this.store = new MongoUploadStore(connection);
    this.server = new Server({
      path: RESUMABLE_UPLOAD_PATH,
      datastore: this.store,
      relativeLocation: true,
      // Random, not an ObjectId's time and counter, so one upload's address does not lead to another's.
      namingFunction: () => newImageId().toHexString(),
      maxSize: LARGEST_UPLOAD_BYTES,
      // Same origin only: the shell's proxy serves the API on the pages' origin.
      allowedOrigins: () => false,
      onUploadCreate: async (req, upload) => {
        const context = this.contextOf(req);
        const purpose = parseImagePurpose(upload.metadata?.purpose ?? undefined);
        return { metadata: { purpose, owner: context.user._id.toString() } };
      },
      onUploadFinish: async (req, upload) => this.finish(this.contextOf(req), upload.id),
    });
  }

  async onModuleInit(): Promise<void> {
    await this.store.createIndexes();
  }

  /** Answers one tus request (POST, HEAD, PATCH, DELETE) of a signed-in user. */
  async handle(user: UserDocument, request: Request, response: Response, id?: string): Promise<void> {
    if (id === undefined) await this.checkCreation(user, request);
    else await this.checkOwner(user, id, response);
    const webRequest = new NodeRequest({ req: request, res: response });
    const context: RequestContext = { user };
    this.contexts.set(webRequest, context);
    const answer = await this.server.handleWeb(webRequest);
    if (context.refusal) throw context.refusal;
    if (answer.status >= 400) throw protocolRefusal(answer.status, await answer.text());
    await sendNodeResponse(response, answer);
  }

  private contextOf(req: globalThis.Request): RequestContext {
    const context = this.contexts.get(req);
    if (!context) throw new Error('A tus request reached its hooks without its context');
    return context;
  }

  /** A new upload: a known purpose, a stated length within the purpose's limit, and not too many unfinished. */
  private async checkCreation(user: UserDocument, request: Request): Promise<void> {
    let metadata: Record<string, string | null> = {};
    const sent = request.headers['upload-metadata'];
    try {
      metadata = Metadata.parse(typeof sent === 'string' && sent !== '' ? sent : undefined);
    } catch {
      throw new BadRequestException(refusal('UPLOAD_MALFORMED', 'Upload-Metadata is not valid tus metadata.'));
    }
    const purpose = parseImagePurpose(metadata.purpose ?? undefined);
    const length = request.headers['upload-length'];
    if (typeof length !== 'string' || !/^\d{1,10}$/.test(length) || Number(length) === 0) {
      throw new BadRequestException(refusal('UPLOAD_MALFORMED', 'Upload-Length must be the size of the image in bytes.'));
    }
    if (Number(length) > MAX_UPLOAD_BYTES[purpose]) {
      throw new PayloadTooLargeException(refusal('IMAGE_TOO_LARGE', imageTooLargeMessage(MAX_UPLOAD_BYTES[purpose])));
    }
    if ((await this.store.countPending(user._id.toString())) >= RESUMABLE_UPLOAD_LIMITS.pendingPerUser) {
      throw new ConflictException(refusal('UPLOADS_PENDING_LIMIT', AUTH_MESSAGES.uploadsPendingLimit));
    }
  }

  /**
   * The upload named must be the caller's: anyone else's is 404, as if it did not exist. A finished
   * one tells its image's address (a client whose last PATCH's answer was lost learns it by HEAD).
   */
  private async checkOwner(user: UserDocument, id: string, response: Response): Promise<void> {
    const record = UPLOAD_ID.test(id) ? await this.store.find(id) : null;
    if (!record || record.owner !== user._id.toString()) {
      throw new NotFoundException(refusal('UPLOAD_NOT_FOUND', AUTH_MESSAGES.uploadNotFound));
    }
    if (record.imageUrl) response.setHeader(RESUMABLE_UPLOAD_IMAGE_HEADER, record.imageUrl);
  }

  /**
   * The upload is complete: its bytes go through the image pipeline once (a second PATCH or
   * instance finding it complete answers the same address). A refusal (not an image, the quota)
   * is the answer to the last PATCH, and the upload is dropped.
   */
  private async finish(context: RequestContext, id: string) {
    const done = await this.store.find(id);
    let url = done?.imageUrl;
    if (!url) {
      const file = await this.store.read(id);
      try {
        url = await this.images.upload(context.user, { buffer: file, size: file.length }, parseImagePurpose(done?.purpose));
      } catch (error) {
        if (error instanceof HttpException) {
          context.refusal = error;
          await this.store.remove(id);
        }
        throw error;
      }
      await this.store.complete(id, url);
    }
    return { headers: { [RESUMABLE_UPLOAD_IMAGE_HEADER]: url } };
  }
}

/** tus's own refusals (plain text) as the API's: a stable code, the protocol's words. */
function protocolRefusal(status: number, text: string): HttpException {
  const message = text.trim() || 'The upload request was refused.';
  const code: ErrorCode =
    status === 404 || status === 410
      ? 'UPLOAD_NOT_FOUND'
      : status === 409
        ? 'UPLOAD_OFFSET_MISMATCH'
        : status === 413
          ? 'IMAGE_TOO_LARGE'
          : status >= 500
            ? 'INTERNAL_ERROR'
            : 'UPLOAD_MALFORMED';
  const words =
    code === 'UPLOAD_NOT_FOUND'
      ? AUTH_MESSAGES.uploadNotFound
      : code === 'UPLOAD_OFFSET_MISMATCH'
        ? AUTH_MESSAGES.uploadOffsetMismatch
        : message;
  // tus answers 403 for a missing Upload-Offset or Content-Type: a malformed request, not a permission.
  return new HttpException(refusal(code, words), status === 403 || status === 412 ? 400 : status);
}
