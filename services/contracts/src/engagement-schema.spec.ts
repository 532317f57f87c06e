import { publicUserSchema } from './account-schema';
import { favoriteRequestSchema, reviewInputSchema } from './engagement-schema';
import { apiErrorSchema } from './error-schema';
import { fieldErrorsOf } from './field-errors';
import { REVIEW_MESSAGES } from './engagement-messages';

const refusals = (schema: typeof reviewInputSchema | typeof favoriteRequestSchema, body: unknown) => {
  const result = schema.safeParse(body, { reportInput: true });
  return result.success ? [] : fieldErrorsOf(result.error.issues);
};

describe('the review, favourite, user and error schemas', () => {
  it('takes a review, trimmed, with the fields the original client sent, and refuses a text rating or an empty comment', () => {
    expect(reviewInputSchema.parse({ rating: 4, comment: ' Nice ', listingId: 'x', userRef: 'y', name: 'z' })).toMatchObject({
      rating: 4,
      comment: 'Nice',
    });
    expect(refusals(reviewInputSchema, { rating: '5', comment: '   ' })).toEqual([
      { field: 'rating', code: 'FIELD_INVALID', params: {}, message: REVIEW_MESSAGES.rating },
      { field: 'comment', code: 'FIELD_TOO_SHORT', params: { min: 1 }, message: REVIEW_MESSAGES.comment },
    ]);
  });

  it('takes a favourite by listing id and refuses anything else', () => {
    expect(favoriteRequestSchema.parse({ listingId: '0123456789abcdef01234567' })).toEqual({ listingId: '0123456789abcdef01234567' });
    expect(refusals(favoriteRequestSchema, { listingId: { $ne: null }, name: 'x' }).map(({ field, code }) => [field, code])).toEqual([
      ['name', 'FIELD_NOT_ALLOWED'],
      ['listingId', 'FIELD_INVALID'],
    ]);
  });

  it('describes a user and an error body as the API answers them', () => {
    const user = {
      _id: 'a',
      username: 'nimal',
      email: 'n@example.com',
      number: '',
      avatar: '',
      isAdmin: false,
      hasPassword: true,
      language: 'en' as const,
      phoneVerified: false,
    };
    expect(publicUserSchema.parse(user)).toEqual(user);
    expect(publicUserSchema.safeParse({ ...user, isAdmin: 'yes' }).success).toBe(false);
    const error = {
      success: false,
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'm',
      errors: [{ field: 'f', code: 'FIELD_INVALID', params: {}, message: 'm' }],
    };
    expect(apiErrorSchema.parse(error)).toEqual(error);
    expect(apiErrorSchema.safeParse({ ...error, errors: [{ field: 'f', message: 'm' }] }).success).toBe(false);
  });
});
