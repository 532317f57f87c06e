import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { IMAGE_PURPOSES, type ImagePurpose } from '@nivasa/contracts/api';
import { AUTH_MESSAGES, imageTooLargeMessage } from '@nivasa/contracts/messages';
import { catchError, type Observable } from 'rxjs';
import { MAX_UPLOAD_BYTES } from './image-processing';

/**
 * Words multer's refusals the way the upload endpoint speaks: a file over multer's limit
 * (the largest of all purposes) gets the limit of the purpose in the query string, and a
 * file sent under another field name is 'Choose an image to upload.'.
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
          throw new PayloadTooLargeException(imageTooLargeMessage(MAX_UPLOAD_BYTES[purpose]));
        }
        if (error instanceof BadRequestException && /unexpected (file )?field/i.test(error.message)) {
          throw new BadRequestException(AUTH_MESSAGES.imageMissing);
        }
        throw error;
      }),
    );
  }
}
