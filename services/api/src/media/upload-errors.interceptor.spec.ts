import { BadRequestException, type ExecutionContext, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { firstValueFrom, throwError } from 'rxjs';
import { toApiError } from '../common/filters/all-exceptions.filter';
import { refusal } from '../common/refusal';
import { UPLOAD_NOT_MULTIPART_MESSAGE, UploadErrorsInterceptor } from './upload-errors.interceptor';

/** What the caller is told when the upload's handler (multer, the pipes, the service) throws this. */
async function answerTo(error: Error, purpose = 'listing') {
  const context = { switchToHttp: () => ({ getRequest: () => ({ query: { purpose } }) }) } as unknown as ExecutionContext;
  const thrown = await firstValueFrom(new UploadErrorsInterceptor().intercept(context, { handle: () => throwError(() => error) })).catch(
    (caught: unknown) => caught,
  );
  return toApiError(thrown);
}

/** Nest's wrapping of a multer or busboy error, the original kept as the cause. */
const fromParser = <T extends Error>(Exception: new (message: string, options: { cause: Error }) => T, message: string) =>
  new Exception(message, { cause: Object.assign(new Error(message), { code: 'X' }) });

describe('UploadErrorsInterceptor', () => {
  it("gives multer's size refusal the purpose's limit and IMAGE_TOO_LARGE", async () => {
    expect(await answerTo(fromParser(PayloadTooLargeException, 'File too large'), 'avatar')).toMatchObject({
      statusCode: 413,
      code: 'IMAGE_TOO_LARGE',
      message: 'Image must be less than 2 MB.',
    });
  });

  it('names a file under another field IMAGE_MISSING, and any other refusal of the form parser UPLOAD_MALFORMED', async () => {
    expect(await answerTo(fromParser(BadRequestException, 'Unexpected field - picture'))).toMatchObject({ code: 'IMAGE_MISSING' });
    expect(await answerTo(fromParser(BadRequestException, 'Too many parts'))).toEqual({
      success: false,
      statusCode: 400,
      code: 'UPLOAD_MALFORMED',
      message: 'Too many parts',
    });
    expect(await answerTo(fromParser(UnsupportedMediaTypeException, 'Unsupported content type'))).toMatchObject({
      statusCode: 415,
      code: 'UPLOAD_NOT_MULTIPART',
      message: UPLOAD_NOT_MULTIPART_MESSAGE,
    });
  });

  it("leaves refusals that are not the parser's as they were thrown: ours with their code, a failed validation with its fields", async () => {
    expect(await answerTo(new BadRequestException(refusal('NOT_AN_IMAGE', 'Only image files can be uploaded.')))).toMatchObject({
      code: 'NOT_AN_IMAGE',
    });
    const fields = [{ field: 'purpose', code: 'FIELD_INVALID', params: {}, message: 'purpose must be avatar or listing.' }];
    expect(await answerTo(new BadRequestException({ message: fields[0]!.message, errors: fields }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: fields,
    });
  });
});
