import { getModelToken } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import { Types } from 'mongoose';
import { PASSWORD_HASH_MEMORY_KIB } from '../config/env.schema';
import { PasswordHasher, PasswordHashSettings } from './password-hasher';
import { User } from './schemas/user.schema';
import { checkPassword, EMAIL_TAKEN, usernameBase, UsersService } from './users.service';

describe('usernameBase', () => {
  it.each([
    ['nimal.perera', 'nimal.perera'],
    ['Kavitha Sivakumar', 'kavithasivakumar'],
    ['ab', 'abuser'],
    ['.x-', 'xuser'],
    ['a'.repeat(40), 'a'.repeat(30)],
  ])('%s → %s', (text, username) => {
    expect(usernameBase(text)).toBe(username);
  });
});

describe('checkPassword', () => {
  it('applies the limits of the contracts', () => {
    expect(checkPassword('1234567')).toMatch(/at least 8/);
    expect(checkPassword('x'.repeat(129))).toMatch(/at most 128/);
    expect(checkPassword('a long passphrase')).toBeNull();
  });

  it("refuses a password that is easy to guess, or made of the account's own words", () => {
    expect(checkPassword('12345678')).toBe('This password is too easy to guess. Use a longer one, such as three or four unrelated words.');
    expect(checkPassword('nimal.perera77', ['nimal.perera77@example.lk', 'nimal.perera77'])).toBe(
      'This password is too easy to guess. Use a longer one, such as three or four unrelated words.',
    );
  });
});

describe('PasswordHasher', () => {
  const hasherWith = (memoryKib: number) => new PasswordHasher(new PasswordHashSettings(memoryKib));

  it('hashes with argon2id and verifies', async () => {
    const hasher = hasherWith(PASSWORD_HASH_MEMORY_KIB.min);
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$/);
    await expect(hasher.verify(hash, 'correct horse battery')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'wrong horse battery')).resolves.toBe(false);
    await expect(hasher.verify('not a hash', 'x')).resolves.toBe(false);
  });

  it('hashes with the configured memory, and checks a hash made under another setting by its own', async () => {
    const production = await hasherWith(PASSWORD_HASH_MEMORY_KIB.fallback).hash('correct horse battery');
    expect(production).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    const small = hasherWith(PASSWORD_HASH_MEMORY_KIB.min);
    expect(await small.hash('correct horse battery')).toMatch(/^\$argon2id\$v=19\$m=1024,p=4,t=3\$/);
    await expect(small.verify(production, 'correct horse battery')).resolves.toBe(true);
  });
});

describe('UsersService', () => {
  // The model is faked; UsersService gets it by token and PasswordHasher by type alone.
  const users = { exists: jest.fn(), create: jest.fn(), findById: jest.fn(), findOne: jest.fn(), findByIdAndUpdate: jest.fn() };
  let service: UsersService;

  beforeEach(async () => {
    jest.resetAllMocks();
    const moduleRef = await Test.createTestingModule({
      providers: [
        UsersService,
        PasswordHasher,
        { provide: PasswordHashSettings, useValue: new PasswordHashSettings(PASSWORD_HASH_MEMORY_KIB.min) },
        { provide: getModelToken(User.name), useValue: users },
      ],
    }).compile();
    service = moduleRef.get(UsersService);
  });

  it('refuses an email that is taken, whatever its case, before writing', async () => {
    users.exists.mockImplementation(async (filter: { email?: string }) => (filter.email === 'nimal@example.com' ? { _id: 1 } : null));
    const refusal = service.create({ username: 'nimal', email: ' Nimal@Example.com', password: 'long enough' });
    await expect(refusal).rejects.toMatchObject({
      status: 409,
      message: EMAIL_TAKEN,
      response: { code: 'EMAIL_TAKEN', errors: [{ field: 'email', code: 'FIELD_TAKEN', message: EMAIL_TAKEN }] },
    });
    expect(users.create).not.toHaveBeenCalled();
  });

  it('stores a hash, never the password', async () => {
    users.exists.mockResolvedValue(null);
    const id = new Types.ObjectId();
    users.create.mockResolvedValue({ id: id.toString() });
    users.findById.mockReturnValue({ exec: async () => ({ _id: id }) });
    await service.create({ username: 'nimal', email: 'nimal@example.com', password: 'long enough' });
    const stored = users.create.mock.calls[0][0];
    expect(stored).toMatchObject({ username: 'nimal', email: 'nimal@example.com', isAdmin: false, number: '', avatar: '' });
    expect(stored.password).toMatch(/^\$argon2id\$/);
  });

  it('stores a Sri Lankan phone number in its one form', async () => {
    users.exists.mockResolvedValue(null);
    users.create.mockResolvedValue({ id: new Types.ObjectId().toString() });
    users.findById.mockReturnValue({ exec: async () => ({}) });
    await service.create({ username: 'nimal', email: 'nimal@example.com', password: 'long enough', number: '077 000 0101' });
    expect(users.create.mock.calls[0][0].number).toBe('+94770000101');
  });

  it('adds a number to a username that is taken', async () => {
    users.exists.mockImplementation(async (filter: { username?: RegExp }) =>
      ['Admin', 'admin2'].some((taken) => filter.username?.test(taken)) ? { _id: 1 } : null,
    );
    await expect(service.availableUsername('admin')).resolves.toBe('admin3');
  });

  it('treats usernames as one name whatever their case, and regular-expression characters as text', async () => {
    users.exists.mockImplementation(async (filter: { username?: RegExp }) => (filter.username?.test('Nimal.P') ? { _id: 1 } : null));
    await expect(service.isUsernameTaken('nimal.p')).resolves.toBe(true);
    await expect(service.isUsernameTaken('nimalxp')).resolves.toBe(false);
    await expect(service.isUsernameTaken('nimal.p2')).resolves.toBe(false);
  });
});
