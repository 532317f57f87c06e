import { HttpException, UnauthorizedException } from '@nestjs/common';
import { Types } from 'mongoose';
import { canAccessImage, type ImageActor, requireImageAccess } from './media.policy';

describe('the media policy', () => {
  const me: ImageActor = { _id: new Types.ObjectId() };
  const mine = { owner: me._id.toString(), purpose: 'avatar' };

  it('lets anyone signed in upload', () => {
    expect(canAccessImage(me, 'image.upload')).toBe(true);
    expect(canAccessImage(undefined, 'image.upload')).toBe(false);
    expect(() => requireImageAccess(undefined, 'image.upload')).toThrow(new UnauthorizedException('Token missing'));
  });

  it('takes as avatar only an image the user uploaded as an avatar', () => {
    expect(canAccessImage(me, 'image.useAsAvatar', mine)).toBe(true);
    expect(canAccessImage(me, 'image.useAsAvatar', { ...mine, owner: new Types.ObjectId().toString() })).toBe(false);
    expect(canAccessImage(me, 'image.useAsAvatar', { ...mine, purpose: 'listing' })).toBe(false);
    expect(canAccessImage(me, 'image.useAsAvatar', { owner: 'seed' })).toBe(false);
    expect(canAccessImage(me, 'image.useAsAvatar', null)).toBe(false);
    expect(canAccessImage(undefined, 'image.useAsAvatar', mine)).toBe(false);
  });

  it('refuses another image as avatar under the avatar field', () => {
    const refusal = (() => {
      try {
        requireImageAccess(me, 'image.useAsAvatar', null);
      } catch (error) {
        return error as HttpException;
      }
      throw new Error('not refused');
    })();
    expect(refusal.getStatus()).toBe(400);
    expect(refusal.getResponse()).toEqual({
      message: 'The avatar must be an image you uploaded.',
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'avatar', code: 'FIELD_NOT_OWNED', params: {}, message: 'The avatar must be an image you uploaded.' }],
    });
    expect(() => requireImageAccess(me, 'image.useAsAvatar', mine)).not.toThrow();
  });
});
