import { AUTH_MESSAGES, FIELD_MESSAGES } from '@nivasa/contracts/auth-messages';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { API_ERROR_MESSAGES_SI } from '@nivasa/contracts/api-error-messages.si';
import { FIELD_MESSAGES_SI } from '@nivasa/contracts/auth-messages.si';
import { LISTING_FIELD_LABELS_SI } from '@nivasa/contracts/listing-messages.si';
import { MESSAGES_SI } from '@nivasa/contracts/messages.si';
import { API_ERROR_MESSAGES_TA } from '@nivasa/contracts/api-error-messages.ta';
import { AUTH_MESSAGES_TA } from '@nivasa/contracts/auth-messages.ta';
import { LISTING_MESSAGES_TA } from '@nivasa/contracts/listing-messages.ta';
import request from 'supertest';
import { LISTING_EDITED_MAIL_TEXTS, PASSWORD_RESET_MAIL_TEXTS } from '../src/mail/mail-texts';
import { asUser, createSession, newAccount, signIn } from './support/accounts';
import { useTestApi } from './support/harness';
import { createAdminSession, createListing, listingInput, uploadListingImage } from './support/listings';
import { PUBLIC_URL, useMailingApi } from './support/mailing-api';

describe('the API answers in the language of Accept-Language', () => {
  const api = useTestApi();
  const wrongPassword = { email: 'nobody@example.lk', password: 'correct horse battery' };

  it('refuses in Tamil with the same code, and says so in Content-Language and Vary', async () => {
    const response = await request(api.server()).post('/api/auth/signin').set('Accept-Language', 'ta').send(wrongPassword).expect(401);
    expect(response.body).toEqual({
      success: false,
      statusCode: 401,
      code: 'WRONG_CREDENTIALS',
      message: AUTH_MESSAGES_TA.wrongCredentials,
    });
    expect(response.headers['content-language']).toBe('ta');
    expect(response.headers.vary).toMatch(/Accept-Language/i);
  });

  it('gives field messages in Sinhala, codes, fields and params unchanged, and the message joined from them', async () => {
    const body = { email: 'not an email', username: 'x', password: 'correct horse battery', number: '12', isAdmin: true };
    const english = await request(api.server()).post('/api/auth/signup').send(body).expect(400);
    const sinhala = await request(api.server()).post('/api/auth/signup').set('Accept-Language', 'si-LK,si;q=0.9').send(body).expect(400);
    expect(sinhala.headers['content-language']).toBe('si');
    expect(sinhala.body.code).toBe('VALIDATION_FAILED');
    expect(sinhala.body.errors.map(({ field, code, params }: Record<string, unknown>) => ({ field, code, params }))).toEqual(
      english.body.errors.map(({ field, code, params }: Record<string, unknown>) => ({ field, code, params })),
    );
    expect(sinhala.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'email', message: FIELD_MESSAGES_SI.email }),
        expect.objectContaining({ field: 'number', message: FIELD_MESSAGES_SI.number }),
        expect.objectContaining({ field: 'isAdmin', message: FIELD_MESSAGES_SI.notAllowed('isAdmin') }),
      ]),
    );
    expect(sinhala.body.message).toBe(sinhala.body.errors.map((error: { message: string }) => error.message).join('; '));
    expect(english.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'email', message: FIELD_MESSAGES.email })]),
    );
  });

  it('answers an unknown or absent language in English', async () => {
    for (const header of ['fr-FR,fr;q=0.9', '', 'si;q=0']) {
      const response = await request(api.server()).post('/api/auth/signin').set('Accept-Language', header).send(wrongPassword).expect(401);
      expect(response.body.message).toBe(AUTH_MESSAGES.wrongCredentials);
      expect(response.headers['content-language']).toBe('en');
    }
  });

  it('tells successes in the language too, and every service refusal', async () => {
    const signedUp = await request(api.server()).post('/api/auth/signup').set('Accept-Language', 'ta').send(newAccount()).expect(201);
    expect(signedUp.body.message).toBe(AUTH_MESSAGES_TA.signedUp);
    const missing = await request(api.server()).get('/api/listing/get/0123456789abcdef01234567').set('Accept-Language', 'ta').expect(404);
    expect(missing.body).toMatchObject({ code: 'LISTING_NOT_FOUND', message: LISTING_MESSAGES_TA.notFound });
    expect(LISTING_MESSAGES_TA.notFound).not.toBe(LISTING_MESSAGES.notFound);
  });

  it("tells the API's own refusals in the language too: a body it cannot read, an unknown route, a bad id, no session", async () => {
    const malformed = await request(api.server())
      .post('/api/auth/signin')
      .set('Accept-Language', 'ta')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(malformed.body).toEqual({
      success: false,
      statusCode: 400,
      code: 'MALFORMED_JSON',
      message: API_ERROR_MESSAGES_TA.malformedJson,
    });
    expect(malformed.headers['content-language']).toBe('ta');

    const unknown = await request(api.server()).get('/api/no-such-thing').set('Accept-Language', 'ta').expect(404);
    expect(unknown.body).toEqual({
      success: false,
      statusCode: 404,
      code: 'NOT_FOUND',
      message: API_ERROR_MESSAGES_TA.routeNotFound('GET', '/api/no-such-thing'),
    });

    const badId = await request(api.server()).get('/api/listing/get/not-an-id').set('Accept-Language', 'si').expect(400);
    expect(badId.body).toMatchObject({ code: 'INVALID_ID', message: API_ERROR_MESSAGES_SI.invalidListingId });
    const signedOut = await request(api.server()).get('/api/user/favorites').set('Accept-Language', 'si').expect(401);
    expect(signedOut.body).toMatchObject({ code: 'SIGN_IN_REQUIRED', message: MESSAGES_SI.tokenMissing });
  });

  it('refuses an address too long for the HTTP parser in the language the raw request asks for', async () => {
    const response = await request(api.server())
      .get(`/api/listing/get?searchTerm=${'a'.repeat(20_000)}`)
      .set('Accept-Language', 'si');
    expect(response.status).toBe(431);
    expect(response.body).toMatchObject({ code: 'REQUEST_HEADERS_TOO_LARGE', message: API_ERROR_MESSAGES_SI.headersTooLarge });
    expect(response.headers['content-language']).toBe('si');
  });
});

describe("a user's language", () => {
  const api = useTestApi();

  it('is the language of the sign-up, and English when it named none of ours', async () => {
    const tamil = newAccount();
    await request(api.server()).post('/api/auth/signup').set('Accept-Language', 'ta-LK,ta;q=0.9,en;q=0.5').send(tamil).expect(201);
    expect((await signIn(api.app, tamil.email, tamil.password)).user.language).toBe('ta');
    const english = newAccount();
    await request(api.server()).post('/api/auth/signup').set('Accept-Language', 'fr').send(english).expect(201);
    expect((await signIn(api.app, english.email, english.password)).user.language).toBe('en');
  });

  it('is changed through the update call to si or ta, and a language that is not ours is refused by its field', async () => {
    const session = await createSession(api.app);
    expect(session.user.language).toBe('en');
    for (const language of ['si', 'ta'] as const) {
      const updated = await asUser(api.app, session).post(`/api/user/update/${session.user._id}`).send({ language }).expect(200);
      expect(updated.body.user.language).toBe(language);
    }
    const verified = await asUser(api.app, session).get('/api/verify-token').expect(200);
    expect(verified.body.user.language).toBe('ta');
    const refused = await asUser(api.app, session).post(`/api/user/update/${session.user._id}`).send({ language: 'fr' }).expect(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: FIELD_MESSAGES.language,
      errors: [{ field: 'language', code: 'FIELD_INVALID', params: {}, message: FIELD_MESSAGES.language }],
    });
  });
});

describe('mail in the recipient language', () => {
  const { api, mailTo } = useMailingApi();

  it("sends a Tamil-speaking user's reset mail in Tamil, with the link to the Tamil page", async () => {
    const session = await createSession(api.app);
    await asUser(api.app, session).post(`/api/user/update/${session.user._id}`).send({ language: 'ta' }).expect(200);
    // The mail follows the account, not the language of the request that asks for it.
    await request(api.server()).post('/api/forgot-password').set('Accept-Language', 'en').send({ email: session.email }).expect(200);
    const mail = await mailTo(session.email, PASSWORD_RESET_MAIL_TEXTS.ta.subject);
    expect(mail.subject).toBe(PASSWORD_RESET_MAIL_TEXTS.ta.subject);
    expect(mail.text).toContain(`வணக்கம் ${session.user.username},`);
    expect(mail.text).toContain(PASSWORD_RESET_MAIL_TEXTS.ta.lead('ஒரு மணி நேரம்'));
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/ta/reset-password/[A-Za-z0-9_-]{43}\n`));
    expect(mail.html).toMatch(new RegExp(`href="${PUBLIC_URL}/ta/reset-password/[A-Za-z0-9_-]{43}"`));
    expect(mail.html).toContain('<html lang="ta">');
    expect(mail.html).toContain(PASSWORD_RESET_MAIL_TEXTS.ta.action);
    expect(mail.text).not.toContain(PASSWORD_RESET_MAIL_TEXTS.en.note);
  });

  it("writes an admin's edit to a Sinhala-speaking owner in Sinhala, naming the fields by the form's Sinhala labels", async () => {
    const owner = await createSession(api.app);
    await asUser(api.app, owner).post(`/api/user/update/${owner.user._id}`).send({ language: 'si' }).expect(200);
    const image = await uploadListingImage(api.app, owner);
    const listing = await createListing(api.app, owner, { name: 'Annex by the Kandy lake', imageUrls: [image] });
    const admin = await createAdminSession(api.app);
    await asUser(api.app, admin)
      .post(`/api/listing/update/${listing._id}`)
      .send(listingInput([image], { name: 'Annex by the Kandy lake', rent: 27_000, hotwater: false }))
      .expect(200);

    const text = LISTING_EDITED_MAIL_TEXTS.si;
    const mail = await mailTo(owner.email, text.subject('Annex by the Kandy lake'));
    expect(mail.text).toContain(
      text.lead('Annex by the Kandy lake', `${LISTING_FIELD_LABELS_SI.rent}, ${LISTING_FIELD_LABELS_SI.hotwater}`),
    );
    expect(mail.text).toContain(`${PUBLIC_URL}/si/listing/${listing._id}`);
    expect(mail.html).toContain('<html lang="si">');
    expect(mail.text).not.toMatch(/Changed|Rent or price|Hot water/);
  });
});
