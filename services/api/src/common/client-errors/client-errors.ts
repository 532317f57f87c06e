import type { Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiError } from '@nivasa/contracts/api';

export const CLIENT_ERROR_MESSAGES = {
  tooLarge: 'The request address or headers are too large.',
  malformed: 'Malformed request.',
} as const;

/**
 * Requests Node's HTTP parser refuses before Express sees them (an address or headers over
 * 16 KB, broken HTTP) get a JSON refusal like every other, instead of a bare status line.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A client that hung up or a socket already answered has nothing left to hear.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify({
      success: false,
      statusCode: status,
      code: tooLarge ? 'REQUEST_HEADERS_TOO_LARGE' : 'MALFORMED_REQUEST',
      message: tooLarge ? CLIENT_ERROR_MESSAGES.tooLarge : CLIENT_ERROR_MESSAGES.malformed,
    } satisfies ApiError);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
