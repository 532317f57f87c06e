import type { Language } from '@nivasa/contracts/languages';
import type { RequestHandler } from 'express';
import { localise } from '@nivasa/contracts/localise';
import { answerLanguage } from './answer-language';

interface MessageBody {
  message: string;
  errors?: { message?: unknown }[];
}

const hasMessage = (body: unknown): body is MessageBody =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';

/** A body's `message` and its field errors' messages in `language`; codes, fields and params stay. */
export function localisedBody(body: MessageBody, language: Language): MessageBody {
  const errors = Array.isArray(body.errors)
    ? body.errors.map((error) => (typeof error.message === 'string' ? { ...error, message: localise(error.message, language) } : error))
    : undefined;
  // A failed validation's message is its field messages joined (see validationFailed).
  const joined = body.errors?.map((error) => error.message).join('; ');
  const message = errors && joined === body.message ? errors.map((error) => error.message).join('; ') : localise(body.message, language);
  return errors ? { ...body, message, errors } : { ...body, message };
}

/**
 * Every JSON answer that carries a `message` (a refusal from the error filter, or a success)
 * is told in the language the caller's Accept-Language prefers (English by default), with
 * `Content-Language` and `Vary: Accept-Language` so a cache keeps one answer per language.
 */
export function localisedAnswers(): RequestHandler {
  return (req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (!hasMessage(body)) return json(body);
      const language = answerLanguage(req.headers['accept-language']);
      res.setHeader('Content-Language', language);
      res.vary('Accept-Language');
      return json(localisedBody(body, language));
    };
    next();
  };
}
