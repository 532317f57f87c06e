import { type ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { AdminGuard } from './admin.guard';
import { JwtAuthGuard } from './jwt-auth.guard';

const contextOf = (request: object) => ({ switchToHttp: () => ({ getRequest: () => request }) }) as unknown as ExecutionContext;

describe('AdminGuard', () => {
  const guard = new AdminGuard();

  it('lets admins through', () => {
    expect(guard.canActivate(contextOf({ user: { isAdmin: true } }))).toBe(true);
  });

  it('refuses other users with 403 and visitors with 401', () => {
    expect(() => guard.canActivate(contextOf({ user: { isAdmin: false } }))).toThrow(new ForbiddenException('Only admins can do that.'));
    expect(() => guard.canActivate(contextOf({ user: { isAdmin: 'true' } }))).toThrow(ForbiddenException);
    expect(() => guard.canActivate(contextOf({}))).toThrow(UnauthorizedException);
  });
});

describe('JwtAuthGuard.handleRequest', () => {
  const guard = new JwtAuthGuard();

  it('passes the user on', () => {
    const user = { username: 'nimal' };
    expect(guard.handleRequest(null, user, undefined, contextOf({ headers: {} }))).toBe(user);
  });

  it("says 'Token missing' with no token and 'Token invalid' with a bad one", () => {
    expect(() => guard.handleRequest(null, false, undefined, contextOf({ headers: {} }))).toThrow(
      new UnauthorizedException('Token missing'),
    );
    expect(() => guard.handleRequest(null, false, undefined, contextOf({ headers: { authorization: 'Bearer x.y.z' } }))).toThrow(
      new UnauthorizedException('Token invalid'),
    );
    expect(() => guard.handleRequest(null, false, undefined, contextOf({ headers: {}, cookies: { access_token: 'x.y.z' } }))).toThrow(
      'Token invalid',
    );
  });

  it('lets a database failure through, to be answered 503 rather than 401', () => {
    const outage = Object.assign(new Error('connection closed'), { name: 'MongoNetworkError' });
    expect(() => guard.handleRequest(outage, false, undefined, contextOf({ headers: {} }))).toThrow(outage);
  });
});
