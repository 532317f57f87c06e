import { ENQUIRY_MESSAGES } from './enquiry-messages';
import {
  enquiryReplySchema,
  enquiryReportSchema,
  enquiryStartSchema,
  enquiryThreadQuerySchema,
  enquiryThreadSummarySchema,
} from './enquiry-schema';
import { fieldErrorsOf } from './field-errors';
import { ENQUIRY_LIMITS } from './limits';

const refusals = (
  schema: typeof enquiryStartSchema | typeof enquiryReplySchema | typeof enquiryReportSchema | typeof enquiryThreadQuerySchema,
  body: unknown,
) => {
  const result = schema.safeParse(body, { reportInput: true });
  return result.success ? [] : fieldErrorsOf(result.error.issues).map(({ field, code, message }) => ({ field, code, message }));
};

const LISTING_ID = '0123456789abcdef01234567';

describe('the enquiry schemas', () => {
  it('takes a listing and a message of 1 to 2,000 characters, trimmed, keeping its lines', () => {
    expect(enquiryStartSchema.parse({ listingId: LISTING_ID, message: '  Is it still available?\r\nWe are two students.  ' })).toEqual({
      listingId: LISTING_ID,
      message: 'Is it still available?\nWe are two students.',
    });
    const longest = 'අ'.repeat(ENQUIRY_LIMITS.messageMaxLength);
    expect(enquiryReplySchema.parse({ message: longest })).toEqual({ message: longest });
  });

  it('measures the message after hidden characters are removed, as a listing’s text is', () => {
    // Bidirectional overrides and zero-width spaces hide what a message says; the zero-width joiner spells Sinhala.
    expect(enquiryReplySchema.parse({ message: 'When\u202e can\u200b I visit? ශ්‍රී' })).toEqual({ message: 'When can I visit? ශ්‍රී' });
    expect(refusals(enquiryReplySchema, { message: '\u200b\u202e \u0000' })).toEqual([
      { field: 'message', code: 'FIELD_TOO_SHORT', message: ENQUIRY_MESSAGES.message },
    ]);
  });

  it('refuses an empty or over-long message, a listing id that is none, and any other field', () => {
    expect(refusals(enquiryReplySchema, { message: 'x'.repeat(ENQUIRY_LIMITS.messageMaxLength + 1) })).toEqual([
      { field: 'message', code: 'FIELD_TOO_LONG', message: ENQUIRY_MESSAGES.message },
    ]);
    expect(refusals(enquiryStartSchema, { listingId: { $ne: null }, message: 42, email: 'x@example.com' })).toEqual([
      { field: 'email', code: 'FIELD_NOT_ALLOWED', message: expect.any(String) },
      { field: 'listingId', code: 'FIELD_INVALID', message: 'Invalid listing id' },
      { field: 'message', code: 'FIELD_INVALID', message: ENQUIRY_MESSAGES.message },
    ]);
    expect(refusals(enquiryReplySchema, { message: 'Hello', listingId: LISTING_ID }).map(({ field }) => field)).toEqual(['listingId']);
  });

  it('describes a thread in the list with the other person’s name and no address', () => {
    const summary = {
      threadId: LISTING_ID,
      listing: { _id: LISTING_ID, name: 'Room near Peradeniya campus', isPublic: true },
      role: 'seeker',
      otherName: 'nimal',
      lastMessage: { text: 'Yes, it is.', fromMe: false, createdAt: '2026-11-26T09:00:00.000Z' },
      unread: 1,
      blocked: false,
    };
    expect(enquiryThreadSummarySchema.parse(summary)).toEqual(summary);
    expect(Object.keys(enquiryThreadSummarySchema.shape)).not.toContain('email');
  });

  it('takes a report with an allow-listed reason and at most 1,000 characters of details, trimmed', () => {
    expect(enquiryReportSchema.parse({ reason: 'asked-for-advance' })).toEqual({ reason: 'asked-for-advance', details: '' });
    expect(enquiryReportSchema.parse({ reason: 'other', details: '  Wanted a deposit\u202e by bank.  ' })).toEqual({
      reason: 'other',
      details: 'Wanted a deposit by bank.',
    });
    expect(refusals(enquiryReportSchema, { reason: 'because', details: 'x'.repeat(ENQUIRY_LIMITS.reportDetailsMaxLength + 1) })).toEqual([
      { field: 'reason', code: 'FIELD_INVALID', message: ENQUIRY_MESSAGES.reportReason },
      { field: 'details', code: 'FIELD_TOO_LONG', message: ENQUIRY_MESSAGES.reportDetails },
    ]);
    expect(refusals(enquiryReportSchema, { reason: { $ne: null } }).map(({ field }) => field)).toEqual(['reason']);
  });

  it('pages a thread back by a message id, and by nothing else', () => {
    expect(enquiryThreadQuerySchema.parse({})).toEqual({});
    expect(enquiryThreadQuerySchema.parse({ before: LISTING_ID })).toEqual({ before: LISTING_ID });
    expect(refusals(enquiryThreadQuerySchema, { before: 'older' })).toEqual([
      { field: 'before', code: 'FIELD_INVALID', message: ENQUIRY_MESSAGES.before },
    ]);
    expect(refusals(enquiryThreadQuerySchema, { after: LISTING_ID }).map(({ field }) => field)).toEqual(['after']);
  });
});
