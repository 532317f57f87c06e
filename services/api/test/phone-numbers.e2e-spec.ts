import type { Connection } from 'mongoose';
import request from 'supertest';
import { asUser, createSession, newAccount } from './support/accounts';
import { connectionOf, useTestApi } from './support/harness';

const NUMBER_REFUSED = {
  field: 'number',
  code: 'FIELD_INVALID',
  message:
    'Enter a Sri Lankan phone number, such as 077 123 4567, or a number from abroad with its country code, such as +44 20 7946 0958.',
};

describe('phone numbers: Sri Lankan ones strictly, and international ones (E.164) through libphonenumber-js', () => {
  const api = useTestApi();
  let connection: Connection;
  beforeAll(() => {
    connection = connectionOf(api.app);
  });

  const storedNumberOf = async (username: string) => (await connection.collection('users').findOne({ username }))?.number;

  it('signs up a visitor from abroad, storing the number in E.164', async () => {
    for (const [number, stored] of [
      ['+44 7911 123456', '+447911123456'],
      ['0049 30 901820', '+4930901820'],
      ['077 123 4567', '+94771234567'],
    ] as const) {
      const account = newAccount({ number });
      await request(api.server()).post('/api/auth/signup').send(account).expect(201);
      expect(await storedNumberOf(account.username)).toBe(stored);
    }
  });

  it('refuses a Sri Lankan number a digit off, a number with no country code, and a foreign one its country does not use', async () => {
    for (const number of ['+94 77 123 456', '077 123 45678', '44 7911 123456', '+44 12345', '+1 000 555 0000']) {
      const response = await request(api.server()).post('/api/auth/signup').send(newAccount({ number })).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.errors).toEqual([expect.objectContaining(NUMBER_REFUSED)]);
    }
  });

  it('changes a number to an international one, and refuses one that cannot be dialled', async () => {
    const me = await createSession(api.app);
    const update = (number: string) => asUser(api.app, me).post(`/api/user/update/${me.user._id}`).send({ number });
    expect((await update('+61 412 345 678').expect(200)).body.user.number).toBe('+61412345678');
    const refused = await update('+61 12').expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining(NUMBER_REFUSED)]);
  });
});
