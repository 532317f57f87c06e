import type { AuthResponse, Listing, ListingDetail, PhoneCodeSent } from '@nivasa/contracts/api';
import { PHONE_MESSAGES } from '@nivasa/contracts/phone-messages';
import { PHONE_MESSAGES_SI } from '@nivasa/contracts/phone-messages.si';
import { Types } from 'mongoose';
import request from 'supertest';
import { smsCode } from './support/actors';
import { asUser, createSession, type Session } from './support/accounts';
import { connectionOf, type TestApi, useTestApi } from './support/harness';
import { approvedListing } from './support/listings';

let numbers = 0;
/** A number no other account of the run has, so its inbox and its counts are its own. */
function freshNumber(): string {
  numbers += 1;
  return `+9477${String(process.pid % 1000).padStart(3, '0')}${String(numbers).padStart(4, '0')}`;
}

function phoneHelpers(api: TestApi) {
  const sendCode = (session: Session) => asUser(api.app, session).post('/api/user/phone/send-code');
  const verify = (session: Session, code: string) => asUser(api.app, session).post('/api/user/phone/verify').send({ code });
  /** Sends a code to the session's number and reads it from the SMS catcher's inbox. */
  const codeFor = async (session: Session): Promise<string> => {
    const before = api.sms().list(session.user.number).length;
    await sendCode(session).expect(200);
    return smsCode(api.sms(), session.user.number, before);
  };
  const account = async (overrides: { number?: string } = {}) => createSession(api.app, { number: overrides.number ?? freshNumber() });
  return { sendCode, verify, codeFor, account };
}

describe('Verified phones', () => {
  const api = useTestApi();
  const { sendCode, verify, codeFor, account } = phoneHelpers(api);
  const storedCode = (session: Session) =>
    connectionOf(api.app)
      .collection('phone_codes')
      .findOne({ userId: new Types.ObjectId(session.user._id) });

  it('sends a 6-digit code by SMS, keeps only its hash, and verifies the phone with it', async () => {
    const owner = await account();
    expect(owner.user.phoneVerified).toBe(false);

    const sent = await sendCode(owner).expect(200);
    expect(sent.body as PhoneCodeSent).toEqual({
      success: true,
      message: PHONE_MESSAGES.codeSent,
      number: owner.user.number,
      expiresInSeconds: 600,
      resendInSeconds: 60,
    });
    const [sms] = api.sms().list(owner.user.number);
    expect(sms.text).toMatch(/^Your Nivasa code is \d{6}\./);
    const code = /(\d{6})/.exec(sms.text)![1];

    const stored = await storedCode(owner);
    expect(stored).toMatchObject({ number: owner.user.number, tries: 0 });
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);

    const verified = await verify(owner, code).expect(200);
    expect(verified.body as AuthResponse).toMatchObject({ success: true, message: PHONE_MESSAGES.phoneVerified });
    expect((verified.body as AuthResponse).user.phoneVerified).toBe(true);
    expect(await storedCode(owner)).toBeNull();
    const session = await asUser(api.app, owner).get('/api/verify-token').expect(200);
    expect(session.body.user.phoneVerified).toBe(true);

    // Verified already: no more codes, and the used code is gone.
    expect((await sendCode(owner).expect(409)).body.code).toBe('PHONE_ALREADY_VERIFIED');
    expect((await verify(owner, code).expect(400)).body.code).toBe('PHONE_CODE_EXPIRED');
  });

  it("writes the SMS in the user's language", async () => {
    const owner = await account();
    await asUser(api.app, owner).post(`/api/user/update/${owner.user._id}`).send({ language: 'si' }).expect(200);
    const code = await codeFor(owner);
    expect(api.sms().list(owner.user.number)[0].text).toBe(PHONE_MESSAGES_SI.smsText(code));
  });

  it('refuses a wrong code, and after five tries even the right one', async () => {
    const owner = await account();
    const code = await codeFor(owner);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const refused = await verify(owner, wrong).expect(400);
      expect(refused.body).toMatchObject({ code: 'PHONE_CODE_WRONG', message: PHONE_MESSAGES.codeWrong });
    }
    expect((await verify(owner, wrong).expect(400)).body.code).toBe('PHONE_CODE_TRIES_USED');
    expect((await verify(owner, code).expect(400)).body.code).toBe('PHONE_CODE_TRIES_USED');
    expect((await storedCode(owner))!.tries).toBe(5);
    const me = await asUser(api.app, owner).get('/api/verify-token').expect(200);
    expect(me.body.user.phoneVerified).toBe(false);
  });

  it('counts five tries even when they come at once', async () => {
    const owner = await account();
    const code = await codeFor(owner);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(owner, wrong)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(400));
    expect(answers.filter((answer) => answer.body.code === 'PHONE_CODE_WRONG')).toHaveLength(4);
    expect((await verify(owner, code).expect(400)).body.code).toBe('PHONE_CODE_TRIES_USED');
  });

  it('refuses a code after its 10 minutes, and when none was sent', async () => {
    const owner = await account();
    expect((await verify(owner, '123456').expect(400)).body.code).toBe('PHONE_CODE_EXPIRED');
    const code = await codeFor(owner);
    await connectionOf(api.app)
      .collection('phone_codes')
      .updateOne({ userId: new Types.ObjectId(owner.user._id) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const refused = await verify(owner, code).expect(400);
    expect(refused.body).toMatchObject({ code: 'PHONE_CODE_EXPIRED', message: PHONE_MESSAGES.codeExpired });
  });

  it('refuses a code that is not six digits, and anything besides it', async () => {
    const owner = await account();
    for (const body of [{ code: '12345' }, { code: '1234567' }, { code: 'abcdef' }, { code: 123456 }, {}, { code: '123456', extra: 1 }]) {
      const refused = await asUser(api.app, owner).post('/api/user/phone/verify').send(body).expect(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('sends one code a minute to a user', async () => {
    const owner = await account();
    await sendCode(owner).expect(200);
    const refused = await sendCode(owner).expect(429);
    expect(refused.body).toMatchObject({ code: 'PHONE_CODE_RATE_LIMITED', message: PHONE_MESSAGES.sendLimited });
  });

  it('needs a signed-in user with a mobile number', async () => {
    await request(api.server()).post('/api/user/phone/send-code').expect(401);
    const noPhone = await account();
    await asUser(api.app, noPhone).post(`/api/user/update/${noPhone.user._id}`).send({ number: '' }).expect(200);
    expect((await sendCode(noPhone).expect(409)).body.code).toBe('PHONE_MISSING');
    // A landline takes no SMS: refused before any code is made or sent.
    const landline = await account({ number: '081 222 3344' });
    expect((await sendCode(landline).expect(409)).body).toMatchObject({
      code: 'PHONE_NOT_MOBILE',
      message: 'Codes go by text message, so they need a mobile number. Change your number to a mobile one first.',
    });
    expect(
      await connectionOf(api.app)
        .collection('phone_codes')
        .countDocuments({ userId: new Types.ObjectId(landline.user._id) }),
    ).toBe(0);
  });

  it("marks the owner's listings 'Phone verified', and a new number clears the mark", async () => {
    const owner = await account();
    const listing = await approvedListing(api.app, owner);
    const detail = async () => (await request(api.server()).get(`/api/listing/get/${listing._id}`).expect(200)).body as ListingDetail;
    const inSearch = async () =>
      ((await request(api.server()).get('/api/listing/get?limit=50').expect(200)).body as Listing[]).find(
        (found) => found._id === listing._id,
      );
    expect((await detail()).ownerPhoneVerified).toBe(false);

    await verify(owner, await codeFor(owner)).expect(200);
    expect((await detail()).ownerPhoneVerified).toBe(true);
    expect((await inSearch())?.ownerPhoneVerified).toBe(true);
    const mine = await asUser(api.app, owner).get(`/api/user/listings/${owner.user._id}`).expect(200);
    expect((mine.body as Listing[])[0].ownerPhoneVerified).toBe(true);

    const changed = await asUser(api.app, owner).post(`/api/user/update/${owner.user._id}`).send({ number: '071 765 4321' }).expect(200);
    expect((changed.body as AuthResponse).user.phoneVerified).toBe(false);
    expect((await detail()).ownerPhoneVerified).toBe(false);
    expect((await inSearch())?.ownerPhoneVerified).toBe(false);
  });

  // The suite's last test: the SMS catcher stays stopped.
  it('answers 503 when the SMS cannot be sent, and keeps no code', async () => {
    const owner = await account();
    await api.sms().stop();
    const refused = await sendCode(owner).expect(503);
    expect(refused.body).toMatchObject({ code: 'SMS_UNAVAILABLE', message: PHONE_MESSAGES.smsUnavailable });
    expect(await storedCode(owner)).toBeNull();
  });
});

describe('Verified phones: the sending limits', () => {
  const api = useTestApi({
    THROTTLE_PHONE_CODES_PER_NUMBER: '2',
    THROTTLE_PHONE_CODES_PER_USER: '3',
    THROTTLE_PHONE_CODES_PER_ADDRESS: '7',
    PHONE_CODE_RESEND_SECONDS: '1',
  });
  const { sendCode, account } = phoneHelpers(api);
  const aSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));
  const newNumber = (session: Session) =>
    asUser(api.app, session).post(`/api/user/update/${session.user._id}`).send({ number: freshNumber() }).expect(200);

  it('limits codes per number, per user and per address', async () => {
    // Per number: a third account with the same number is refused.
    const shared = freshNumber();
    const [first, second, third] = [
      await account({ number: shared }),
      await account({ number: shared }),
      await account({ number: shared }),
    ];
    await sendCode(first).expect(200);
    await sendCode(second).expect(200);
    expect((await sendCode(third).expect(429)).body.code).toBe('PHONE_CODE_RATE_LIMITED');

    // Per user: a fourth code to the same user is refused, though each went to a new number.
    const mover = await account();
    await sendCode(mover).expect(200);
    for (let sent = 1; sent < 3; sent += 1) {
      await aSecond();
      await newNumber(mover);
      await sendCode(mover).expect(200);
    }
    await aSecond();
    await newNumber(mover);
    expect((await sendCode(mover).expect(429)).body.code).toBe('PHONE_CODE_RATE_LIMITED');

    // Per address: seven codes asked for from this address; the eighth is refused, whoever and wherever to.
    const newcomer = await account();
    expect((await sendCode(newcomer).expect(429)).body.code).toBe('PHONE_CODE_RATE_LIMITED');
  });
});
