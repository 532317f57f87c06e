import { execFile } from 'node:child_process';
import { mongo } from 'mongoose';
import { promisify } from 'node:util';
import { builtFile } from './support/built-api';
import { startApi, TestDatabase } from './support/harness';
import { UsersService } from '../src/users/users.service';

const run = promisify(execFile);

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

describe('npm run admin:create', () => {
  let cli: string;
  let database: TestDatabase;

  beforeAll(async () => {
    cli = builtFile('cli/admin-create.js');
    database = await TestDatabase.start();
  }, 60_000);

  afterAll(async () => {
    await database?.destroy();
  });

  async function admin(args: string[], env: Record<string, string | undefined> = {}): Promise<CliResult> {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: database.dataDir, ...env };
    if (!('MONGODB_URI' in env)) delete childEnv.MONGODB_URI;
    try {
      const { stdout, stderr } = await run(process.execPath, [cli, ...args], { env: childEnv, timeout: 60_000 });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  async function findUser(email: string) {
    const client = new mongo.MongoClient(database.uri, { serverMonitoringMode: 'poll' });
    try {
      await client.connect();
      return await client.db('nivasa').collection('users').findOne({ email });
    } finally {
      await client.close();
    }
  }

  it('creates an admin in the running embedded database of DATA_DIR', async () => {
    const result = await admin(['--email', 'Admin@Nivasa.example', '--password', 'a strong passphrase']);
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain(`Using the running embedded database of ${database.dataDir}`);
    expect(result.stdout).toContain('Created the admin account admin@nivasa.example (username admin)');
    const user = await findUser('admin@nivasa.example');
    expect(user).toMatchObject({ isAdmin: true, username: 'admin', avatar: '', emailVerified: true });
    expect(user!.password).toMatch(/^\$argon2id\$v=19\$m=65536,/);
  });

  it('hashes with PASSWORD_HASH_MEMORY_KIB as the API does, and refuses less than production allows', async () => {
    const small = await admin(['--email', 'small-hash@nivasa.example', '--password', 'a strong passphrase'], {
      PASSWORD_HASH_MEMORY_KIB: '1024',
    });
    expect(small.code).toBe(0);
    expect((await findUser('small-hash@nivasa.example'))!.password).toMatch(/^\$argon2id\$v=19\$m=1024,/);

    const refused = await admin(['--email', 'weak-hash@nivasa.example', '--password', 'a strong passphrase'], {
      NODE_ENV: 'production',
      PASSWORD_HASH_MEMORY_KIB: '1024',
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("PASSWORD_HASH_MEMORY_KIB must be at least 19456 in production (OWASP's least for argon2id)");
    expect(await findUser('weak-hash@nivasa.example')).toBeNull();
  });

  it('keeps a created admin through an identity-provider sign-in with its email, which promotion does not', async () => {
    await admin(['--email', 'idp-admin@nivasa.example', '--password', 'the admin passphrase']);
    const api = await startApi(database);
    try {
      const users = api.get(UsersService);
      await users.create({ username: 'premade', email: 'premade@nivasa.example', password: 'someone elses password' });
      expect((await admin(['--email', 'premade@nivasa.example'])).code).toBe(0);

      // What identity-provider sign-in does with an account that has the token's email.
      const created = await findUser('idp-admin@nivasa.example');
      await users.confirmEmailOwnership((await users.findByEmail('idp-admin@nivasa.example'))!);
      expect(await findUser('idp-admin@nivasa.example')).toMatchObject({
        password: created!.password,
        sessionVersion: created!.sessionVersion,
        isAdmin: true,
      });

      // A promoted account's email was never proven: its owner's sign-in takes it from whoever made it.
      const promoted = await findUser('premade@nivasa.example');
      expect(promoted).toMatchObject({ isAdmin: true, emailVerified: false });
      await users.confirmEmailOwnership((await users.findByEmail('premade@nivasa.example'))!);
      const taken = await findUser('premade@nivasa.example');
      expect(taken!.password).not.toBe(promoted!.password);
      expect(taken!.sessionVersion).toBe(promoted!.sessionVersion + 1);
    } finally {
      await api.close();
    }
  });

  it('promotes an account that the running API created, leaving its password', async () => {
    const api = await startApi(database);
    try {
      await api.get(UsersService).create({ username: 'kamala', email: 'kamala@example.com', password: 'her own password' });
      const before = await findUser('kamala@example.com');
      const result = await admin(['--email', 'kamala@example.com', '--password', 'ignored password']);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Made kamala@example.com (username kamala) an admin. Its password was left unchanged.');
      const after = await findUser('kamala@example.com');
      expect(after).toMatchObject({ isAdmin: true, password: before!.password, emailVerified: false });
      // The API sees the same data.
      expect((await api.get(UsersService).findByEmail('kamala@example.com'))?.isAdmin).toBe(true);
    } finally {
      await api.close();
    }
  });

  it('reaches the same data through MONGODB_URI', async () => {
    const result = await admin(['--email', 'kamala@example.com'], { MONGODB_URI: database.uri, DATABASE_ENGINE: database.engine });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Using MONGODB_URI');
    expect(result.stdout).toContain('is already an admin; nothing changed');
  });

  it('works on a stopped database: starts it for the command and leaves the data for the next start', async () => {
    await database.stop();
    const result = await admin(['--email', 'owner@nivasa.example', '--password', 'another passphrase']);
    expect(result.stdout).toContain(`the embedded database of ${database.dataDir}, started for this command`);
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain('Created the admin account owner@nivasa.example');

    await database.restart();
    expect(await findUser('owner@nivasa.example')).toMatchObject({ isAdmin: true, username: 'owner' });
    expect(await findUser('admin@nivasa.example')).toMatchObject({ isAdmin: true });
  });

  it('refuses bad input with exit code 2 and usage, and an unknown email without a password with 1', async () => {
    const short = await admin(['--email', 'x@nivasa.example', '--password', 'short']);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('The password must be at least 8 characters long');
    expect(short.stderr).toContain('Usage: npm run admin:create');
    expect((await admin([])).code).toBe(2);
    const unknown = await admin(['--email', 'nobody@nivasa.example']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the email nobody@nivasa.example; give a password to create it');
  });
});
