import { HttpStatus, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import type { Types } from 'mongoose';
import { fieldError } from '../common/field-error';
import type { StoredImage } from './media.service';
import { refusal } from '../common/refusal';

/** What a session user may do with images. */
export type ImagePermission = 'image.upload' | 'image.useAsAvatar';

/** The part of the session user the rules read. */
export interface ImageActor {
  _id: Types.ObjectId;
}

/** Whether the actor may: upload when signed in; use as avatar only an image they uploaded as one. */
export function canAccessImage(
  actor: ImageActor | undefined,
  permission: ImagePermission,
  image: Pick<StoredImage, 'owner' | 'purpose'> | null = null,
): boolean {
  if (!actor) return false;
  switch (permission) {
    case 'image.upload':
      return true;
    case 'image.useAsAvatar':
      return image !== null && image.owner === actor._id.toString() && image.purpose === 'avatar';
  }
}

/**
 * Refuses what the actor may not do: 401 when signed out; an image that is not theirs as an
 * avatar is a refusal of the avatar field. Asked first, before any work on the image.
 */
export function requireImageAccess(
  actor: ImageActor | undefined,
  permission: ImagePermission,
  image: Pick<StoredImage, 'owner' | 'purpose'> | null = null,
): asserts actor is ImageActor {
  if (!actor) throw new UnauthorizedException(refusal('SIGN_IN_REQUIRED', MESSAGES.tokenMissing));
  if (!canAccessImage(actor, permission, image))
    throw fieldError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'avatar', 'FIELD_NOT_OWNED', AUTH_MESSAGES.avatarNotYours);
}
