import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { Types } from 'mongoose';
import { canModerate, type ModerationActor, requireModerator } from './moderation.policy';

describe('the moderation policy', () => {
  const admin: ModerationActor = { _id: new Types.ObjectId(), username: 'admin', isAdmin: true };
  const owner: ModerationActor = { ...admin, username: 'owner', isAdmin: false };

  it('lets admins moderate', () => {
    expect(canModerate(admin)).toBe(true);
    expect(() => requireModerator(admin)).not.toThrow();
  });

  it('refuses signed-in users with 403 and visitors with 401', () => {
    expect(canModerate(owner)).toBe(false);
    expect(canModerate(undefined)).toBe(false);
    expect(() => requireModerator(owner)).toThrow(new ForbiddenException('Only admins can do that.'));
    expect(() => requireModerator(undefined)).toThrow(new UnauthorizedException('Token missing'));
  });
});
