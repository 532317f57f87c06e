import type { Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiError } from '@nivasa/contracts/api';
import type { Language } from '@nivasa/contracts/languages';
import { localise } from '@nivasa/contracts/localise';
import { API_ERROR_MESSAGES } from '@nivasa/contracts/api-error-messages';
import { answerLanguage } from '../language/answer-language';

/** How much of a refused request is searched for its Accept-Language: one read of the socket, at most. */
const RAW_HEAD_MAX_BYTES = 64 * 1024;

/**
 * The language of a request the parser refused, from its Accept-Language header as received:
 * no header was parsed. English when the header is not among the bytes (or not there at all).
 */
export function rawRequestLanguage(rawPacket: unknown): Language {
  if (!Buffer.isBuffer(rawPacket)) return answerLanguage(undefined);
  const head = rawPacket.subarray(0, RAW_HEAD_MAX_BYTES).toString('latin1');
  return answerLanguage(/\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1]);
}

/**
 * Requests Node's HTTP parser refuses before Express sees them (an address or headers over
 * 16 KB, broken HTTP) get a JSON refusal like every other, instead of a bare status line, in the
 * language their Accept-Language asks for.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Duplex) => {
    // A client that hung up or a socket already answered has nothing left to hear.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const language = rawRequestLanguage(error.rawPacket);
    const body = JSON.stringify({
      success: false,
      statusCode: status,
      code: tooLarge ? 'REQUEST_HEADERS_TOO_LARGE' : 'MALFORMED_REQUEST',
      message: localise(tooLarge ? API_ERROR_MESSAGES.headersTooLarge : API_ERROR_MESSAGES.malformedRequest, language),
    } satisfies ApiError);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Language: ${language}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
