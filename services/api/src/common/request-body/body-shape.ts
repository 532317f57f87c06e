import { BadRequestException } from '@nestjs/common';
import { API_ERROR_MESSAGES } from '@nivasa/contracts/api-error-messages';
import type { NextFunction, Request, Response } from 'express';
import { type RefusalBody, refusal } from '../refusal';

/**
 * How big a parsed body may be in shape, not only in bytes: validation costs grow with the
 * number of fields (and faster than linearly), and deep nesting overflows the validator's
 * recursion. Nivasa's largest form has a few dozen fields, two levels deep.
 */
export const BODY_SHAPE_LIMITS = {
  /** Object properties and array items, counted over the whole body. */
  maxEntries: 500,
  /** Levels of objects and arrays; `{ "a": 1 }` is one. */
  maxDepth: 8,
} as const;

export const TOO_MANY_FIELDS_MESSAGE = API_ERROR_MESSAGES.bodyTooManyFields(BODY_SHAPE_LIMITS.maxEntries);
export const TOO_DEEP_MESSAGE = API_ERROR_MESSAGES.bodyTooDeep(BODY_SHAPE_LIMITS.maxDepth);

/** What is wrong with the body's shape, or null when it is within the limits; stops at the first excess. */
export function bodyShapeProblem(body: unknown, limits: { maxEntries: number; maxDepth: number } = BODY_SHAPE_LIMITS): RefusalBody | null {
  if (typeof body !== 'object' || body === null) return null;
  // Iterative, so a deep body cannot overflow this check's own stack.
  const pending: { value: object; depth: number }[] = [{ value: body, depth: 1 }];
  let entries = 0;
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (depth > limits.maxDepth) return refusal('BODY_TOO_DEEP', TOO_DEEP_MESSAGE);
    const children = Array.isArray(value) ? value : Object.values(value);
    entries += children.length;
    if (entries > limits.maxEntries) return refusal('BODY_TOO_MANY_FIELDS', TOO_MANY_FIELDS_MESSAGE);
    for (const child of children) {
      if (typeof child === 'object' && child !== null) pending.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/** Express middleware, after the body parsers: refuses an oversized shape before any validation runs. */
export function refuseOversizedBodyShapes(request: Request, _response: Response, next: NextFunction): void {
  const problem = bodyShapeProblem(request.body);
  next(problem ? new BadRequestException(problem) : undefined);
}
