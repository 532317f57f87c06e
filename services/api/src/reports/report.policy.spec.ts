import { ConflictException, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { REPORT_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { Types } from 'mongoose';
import { canReport, type ReportActor, requireBlockable, requireReportModerator, requireReporter } from './report.policy';

describe('the report policy', () => {
  const owner: ReportActor = { _id: new Types.ObjectId(), username: 'owner', isAdmin: false };
  const visitor: ReportActor = { _id: new Types.ObjectId(), username: 'visitor', isAdmin: false };
  const admin: ReportActor = { _id: new Types.ObjectId(), username: 'admin', isAdmin: true };
  const listing = { userRef: new Types.ObjectId(owner._id.toHexString()) };

  it('lets anyone signed in report a listing but its owner', () => {
    expect(canReport(visitor, listing)).toBe(true);
    expect(canReport(admin, listing)).toBe(true);
    expect(canReport(owner, listing)).toBe(false);
    expect(canReport(undefined, listing)).toBe(false);
  });

  it('refuses a visitor with 401 and the owner with 403 REPORT_OWN_LISTING', () => {
    expect(() => requireReporter(undefined, listing)).toThrow(UnauthorizedException);
    expect(() => requireReporter(owner, listing)).toThrow(new ForbiddenException(REPORT_MESSAGES.ownListing));
    expect(() => requireReporter(visitor, listing)).not.toThrow();
  });

  it('lets admins alone moderate reports', () => {
    expect(() => requireReportModerator(admin)).not.toThrow();
    expect(() => requireReportModerator(visitor)).toThrow(ForbiddenException);
    expect(() => requireReportModerator(undefined)).toThrow(UnauthorizedException);
  });

  it('never blocks an admin', () => {
    expect(() => requireBlockable({ isAdmin: true })).toThrow(new ConflictException(REPORT_MESSAGES.adminNotBlockable));
    expect(() => requireBlockable({ isAdmin: false })).not.toThrow();
  });
});
