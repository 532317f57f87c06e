import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  type HttpException,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { IMAGE_PURPOSES, type ImagePurpose } from '@nivasa/contracts/api';
import { AUTH_MESSAGES, imageTooLargeMessage } from '@nivasa/contracts/auth-messages';
import { catchError, type Observable } from 'rxjs';
import { MAX_UPLOAD_BYTES } from './image-processing';
import { refusal } from '../common/refusal';

export const UPLOAD_NOT_MULTIPART_MESSAGE = 'Send the image as multipart/form-data.';

/** A refusal of the form's parser: Nest wraps multer's and busboy's errors, keeping theirs as the cause; ours name a code. */
function fromFormParser(error: HttpException): boolean {
  const body = error.getResponse();
  return error.cause instanceof Error && !(typeof body === 'object' && body !== null && 'code' in body);
}

/**
 * Words multer's refusals the way the upload endpoint speaks, each with its code: a file over
 * multer's limit (the largest of all purposes) gets the limit of the purpose in the query
 * string, a file sent under another field name is 'Choose an image to upload.', and any other
 * refusal of the form's parser is UPLOAD_MALFORMED.
 */
@Injectable()
export class UploadErrorsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<{ query?: { purpose?: unknown } }>();
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) {
          const asked = request.query?.purpose;
          const purpose: ImagePurpose = (IMAGE_PURPOSES as readonly unknown[]).includes(asked) ? (asked as ImagePurpose) : 'avatar';
          throw new PayloadTooLargeException(refusal('IMAGE_TOO_LARGE', imageTooLargeMessage(MAX_UPLOAD_BYTES[purpose])));
        }
        if (error instanceof BadRequestException && /unexpected (file )?field/i.test(error.message)) {
          throw new BadRequestException(refusal('IMAGE_MISSING', AUTH_MESSAGES.imageMissing));
        }
        // multer's and busboy's other refusals (too many parts, a broken form), in their own words.
        if (error instanceof BadRequestException && fromFormParser(error)) {
          throw new BadRequestException(refusal('UPLOAD_MALFORMED', error.message), { cause: error });
        }
        if (error instanceof UnsupportedMediaTypeException && fromFormParser(error)) {
          throw new UnsupportedMediaTypeException(refusal('UPLOAD_NOT_MULTIPART', UPLOAD_NOT_MULTIPART_MESSAGE), { cause: error });
        }
        throw error;
      }),
    );
  }
}
