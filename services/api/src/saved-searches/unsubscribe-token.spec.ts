import { savedSearchIdOfToken, unsubscribeKeyOf, unsubscribeTokenOf } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  const key = unsubscribeKeyOf(undefined, 'a-session-secret-of-at-least-32-characters!');
  const id = '64b7f0c2a1b2c3d4e5f60719';

  it('name the saved search they were made for', () => {
    const token = unsubscribeTokenOf(id, key);
    expect(token).toMatch(/^64b7f0c2a1b2c3d4e5f60719\.[A-Za-z0-9_-]{43}$/);
    expect(savedSearchIdOfToken(token, key)).toBe(id);
  });

  it('refuse another id under the same signature, a changed signature, another key, and junk', () => {
    const token = unsubscribeTokenOf(id, key);
    const signature = token.split('.')[1]!;
    expect(savedSearchIdOfToken(`64b7f0c2a1b2c3d4e5f6071a.${signature}`, key)).toBeNull();
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    expect(savedSearchIdOfToken(`${id}.${flipped}`, key)).toBeNull();
    expect(savedSearchIdOfToken(token, unsubscribeKeyOf(undefined, 'another-session-secret-of-32-characters!!'))).toBeNull();
    for (const junk of ['', id, `${id}.`, `${id}.${signature}x`, { $ne: null }, ['a'], 42, undefined]) {
      expect(savedSearchIdOfToken(junk, key)).toBeNull();
    }
  });

  it('refuse every other spelling of the signature, even one that decodes to the same bytes', () => {
    const token = unsubscribeTokenOf(id, key);
    const signature = token.split('.')[1]!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelt = [...alphabet]
      .map((last) => `${signature.slice(0, -1)}${last}`)
      .filter((other) => other !== signature && Buffer.from(other, 'base64url').equals(Buffer.from(signature, 'base64url')));
    // The last character's 2 unused bits: 3 other spellings of the same signature.
    expect(respelt).toHaveLength(3);
    for (const other of respelt) expect(savedSearchIdOfToken(`${id}.${other}`, key)).toBeNull();
  });

  it('are signed with UNSUBSCRIBE_TOKEN_SECRET when set, and never with the session key itself', () => {
    const jwtSecret = 'a-session-secret-of-at-least-32-characters!';
    const own = unsubscribeKeyOf('an-unsubscribe-secret-of-32-characters!!', jwtSecret);
    expect(savedSearchIdOfToken(unsubscribeTokenOf(id, key), own)).toBeNull();
    expect(unsubscribeKeyOf(undefined, jwtSecret).equals(Buffer.from(jwtSecret))).toBe(false);
  });
});
