import { UnauthorizedException } from '@nestjs/common';
import { OptionalJwtAuthGuard } from './optional-jwt-auth.guard';

describe('OptionalJwtAuthGuard.handleRequest', () => {
  const guard = new OptionalJwtAuthGuard();

  it('passes the user on, and no user for a visitor or a token that no longer holds', () => {
    const user = { username: 'nimal' };
    expect(guard.handleRequest(null, user)).toBe(user);
    expect(guard.handleRequest(null, false)).toBeUndefined();
    expect(guard.handleRequest(new UnauthorizedException(), false)).toBeUndefined();
  });

  it('lets a database failure through, to be answered 503', () => {
    const outage = Object.assign(new Error('connection closed'), { name: 'MongoNetworkError' });
    expect(() => guard.handleRequest(outage, false)).toThrow(outage);
  });
});
