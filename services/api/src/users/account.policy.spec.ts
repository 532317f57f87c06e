import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { Types } from 'mongoose';
import { type AccountActor, canAccessAccount, requireAccountAccess } from './account.policy';

describe('the account policy', () => {
  const me: AccountActor = { _id: new Types.ObjectId(), isAdmin: false };
  const admin: AccountActor = { _id: new Types.ObjectId(), isAdmin: true };
  const someoneElse = new Types.ObjectId();

  it('lets users update only their own account, admins included', () => {
    expect(canAccessAccount(me, 'account.update', new Types.ObjectId(me._id.toString()))).toBe(true);
    expect(canAccessAccount(me, 'account.update', someoneElse)).toBe(false);
    expect(canAccessAccount(admin, 'account.update', someoneElse)).toBe(false);
  });

  it('lets users delete their own account and admins anyone', () => {
    expect(canAccessAccount(me, 'account.delete', me._id)).toBe(true);
    expect(canAccessAccount(me, 'account.delete', someoneElse)).toBe(false);
    expect(canAccessAccount(admin, 'account.delete', someoneElse)).toBe(true);
  });

  it('lets anyone signed in look up a contact, and nobody signed out do anything', () => {
    expect(canAccessAccount(me, 'account.contact', someoneElse)).toBe(true);
    for (const permission of ['account.update', 'account.delete', 'account.contact'] as const) {
      expect(canAccessAccount(undefined, permission, me._id)).toBe(false);
    }
  });

  it('refuses with 401 when signed out and 403 with the rule in words otherwise', () => {
    expect(() => requireAccountAccess(undefined, 'account.contact', someoneElse)).toThrow(new UnauthorizedException('Token missing'));
    expect(() => requireAccountAccess(me, 'account.update', someoneElse)).toThrow(
      new ForbiddenException('You can only update your own account.'),
    );
    expect(() => requireAccountAccess(me, 'account.delete', someoneElse)).toThrow(
      new ForbiddenException('You can only delete your own account.'),
    );
    expect(() => requireAccountAccess(admin, 'account.delete', someoneElse)).not.toThrow();
  });
});
