import type { ErrorCode } from '@nivasa/contracts/errors';

/** The body of a refusal our code raises: its stable code and its words. */
export interface RefusalBody {
  code: ErrorCode;
  message: string;
}

/**
 * A refusal's body for an HttpException or a Nest subclass of it:
 * `new NotFoundException(refusal('LISTING_NOT_FOUND', LISTING_MESSAGES.notFound))`. The error
 * filter answers its code and message.
 */
export function refusal(code: ErrorCode, message: string): RefusalBody {
  return { code, message };
}
