import request from 'supertest';
import { newAccount } from './support/accounts';
import { connectionOf, useTestApi } from './support/harness';

describe('sign-ups racing for one name', () => {
  const api = useTestApi();
  const signUp = (body: object) => request(api.server()).post('/api/auth/signup').send(body);
  const statuses = (responses: request.Response[]) => responses.map((response) => response.status).sort();

  it('makes one account of twenty concurrent sign-ups with one email', async () => {
    const email = newAccount().email;
    const responses = await Promise.all(Array.from({ length: 20 }, () => signUp(newAccount({ email }))));
    expect(statuses(responses)).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(await connectionOf(api.app).collection('users').countDocuments({ email })).toBe(1);
  });

  it('makes one account of twenty concurrent sign-ups with one username, whatever its case', async () => {
    const username = newAccount().username;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signUp(newAccount({ username: index % 2 ? username : username.toUpperCase() }))),
    );
    expect(statuses(responses)).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(
      await connectionOf(api.app)
        .collection('users')
        .countDocuments({ username: new RegExp(`^${username}$`, 'i') }),
    ).toBe(1);
  });
});
