import { FIELD_ERROR_CODES } from '@nivasa/contracts/errors';
import { FIELD_MESSAGES } from '@nivasa/contracts/auth-messages';
import { REVIEW_MESSAGES } from '@nivasa/contracts/engagement-messages';
import request from 'supertest';
import { asUser, createSession, newAccount } from './support/accounts';
import { useTestApi } from './support/harness';

describe('refusals name their fields', () => {
  const api = useTestApi();

  it('gives a sign-up with three bad fields three field errors, in the words of the contracts package', async () => {
    const response = await request(api.server())
      .post('/api/auth/signup')
      .send({ email: 'not an email', username: 'x', password: 'correct horse battery', number: '12' })
      .expect(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'email', message: FIELD_MESSAGES.email }),
        expect.objectContaining({ field: 'username', message: FIELD_MESSAGES.username }),
        expect.objectContaining({ field: 'number', message: FIELD_MESSAGES.number }),
      ]),
    );
    expect(response.body.errors).toHaveLength(3);
  });

  it('refuses an email with a lone surrogate as any bad email, on every route that takes one', async () => {
    const session = await createSession(api.app);
    const email = 'a\ud800@example.lk';
    const refusals = [
      await request(api.server())
        .post('/api/auth/signup')
        .send({ ...newAccount(), email }),
      await request(api.server()).post('/api/auth/signin').send({ email, password: 'correct horse battery' }),
      await request(api.server()).post('/api/forgot-password').send({ email }),
      await asUser(api.app, session).post(`/api/user/update/${session.user._id}`).send({ email }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ field: 'email', message: FIELD_MESSAGES.email })]);
    }
  });

  it('gives one error per bad field of a sign-up, and the joined messages', async () => {
    const response = await request(api.server())
      .post('/api/auth/signup')
      .send({ email: 'not an email', username: 'x', password: 'correct horse battery', number: '12', isAdmin: true })
      .expect(400);
    expect(response.body).toEqual({
      success: false,
      statusCode: 400,
      message: expect.any(String),
      code: 'VALIDATION_FAILED',
      errors: expect.arrayContaining([
        expect.objectContaining({ field: 'email', message: 'Enter a valid email address.' }),
        expect.objectContaining({
          field: 'username',
          message: 'Username must be 3 to 30 characters: letters, digits, dots, underscores or dashes.',
        }),
        expect.objectContaining({
          field: 'number',
          message:
            'Enter a Sri Lankan phone number, such as 077 123 4567, or a number from abroad with its country code, such as +44 20 7946 0958.',
        }),
        expect.objectContaining({ field: 'isAdmin', message: 'property isAdmin should not exist' }),
      ]),
    });
    expect(response.body.errors).toHaveLength(4);
    for (const { message } of response.body.errors) expect(response.body.message).toContain(message);
  });

  it('names the field of a refusal the service makes: a taken email or username, a guessable password', async () => {
    const taken = newAccount();
    await request(api.server()).post('/api/auth/signup').send(taken).expect(201);
    const email = await request(api.server())
      .post('/api/auth/signup')
      .send(newAccount({ email: taken.email }))
      .expect(409);
    expect(email.body.errors).toEqual([expect.objectContaining({ field: 'email', message: 'An account with that email already exists.' })]);
    const username = await request(api.server())
      .post('/api/auth/signup')
      .send(newAccount({ username: taken.username.toUpperCase() }))
      .expect(409);
    expect(username.body.errors).toEqual([expect.objectContaining({ field: 'username', message: 'That username is taken.' })]);
    const weak = await request(api.server())
      .post('/api/auth/signup')
      .send(newAccount({ password: 'password123' }))
      .expect(400);
    expect(weak.body.errors).toEqual([
      expect.objectContaining({
        field: 'password',
        message: 'This password is too easy to guess. Use a longer one, such as three or four unrelated words.',
      }),
    ]);
  });

  it('names the current password when it is missing or wrong', async () => {
    const session = await createSession(api.app);
    const update = () => asUser(api.app, session).post(`/api/user/update/${session.user._id}`);
    const missing = await update().send({ password: 'a brand new passphrase' }).expect(400);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ field: 'currentPassword', message: 'Enter your current password to change your password or email.' }),
    ]);
    const wrong = await update().send({ password: 'a brand new passphrase', currentPassword: 'not my password' }).expect(403);
    expect(wrong.body.errors).toEqual([
      expect.objectContaining({ field: 'currentPassword', message: 'Your current password is not right.' }),
    ]);
  });

  it('leaves refusals that are about no field without errors', async () => {
    const response = await request(api.server())
      .post('/api/auth/signin')
      .send({ email: 'nobody@example.lk', password: 'wrong password' })
      .expect(401);
    expect(response.body).toEqual({ success: false, statusCode: 401, code: 'WRONG_CREDENTIALS', message: 'Wrong email or password.' });
  });

  it('gives every field error a code from FIELD_ERROR_CODES and its params, from the schema pipe, the class DTOs and the services alike', async () => {
    const session = await createSession(api.app);
    const review = await asUser(api.app, session)
      .post(`/api/reviews/post-review/${session.user._id}`)
      .send({ rating: 6, comment: 'Fine', isAdmin: true });
    expect(review.status).toBe(400);
    expect(review.body.code).toBe('VALIDATION_FAILED');
    expect(review.body.errors).toEqual([
      { field: 'isAdmin', code: 'FIELD_NOT_ALLOWED', params: {}, message: FIELD_MESSAGES.notAllowed('isAdmin') },
      { field: 'rating', code: 'FIELD_TOO_LARGE', params: { max: 5 }, message: REVIEW_MESSAGES.rating },
    ]);
    const signUp = await request(api.server())
      .post('/api/auth/signup')
      .send({ ...newAccount(), email: 'not an email', colour: 'blue' })
      .expect(400);
    expect(signUp.body.errors).toEqual([
      { field: 'colour', code: 'FIELD_NOT_ALLOWED', params: {}, message: FIELD_MESSAGES.notAllowed('colour') },
      { field: 'email', code: 'FIELD_INVALID', params: {}, message: FIELD_MESSAGES.email },
    ]);
    const taken = await request(api.server())
      .post('/api/auth/signup')
      .send({ ...newAccount(), email: session.email })
      .expect(409);
    expect(taken.body).toMatchObject({ code: 'EMAIL_TAKEN', errors: [{ field: 'email', code: 'FIELD_TAKEN', params: {} }] });
    for (const body of [review.body, signUp.body, taken.body])
      for (const error of body.errors as { code: string }[]) expect(FIELD_ERROR_CODES).toContain(error.code);
  });
});
