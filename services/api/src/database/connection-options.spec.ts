import { createConnection } from 'mongoose';
import { createServer, type Server, type Socket } from 'node:net';
import { connectionOptions, databaseNameOf, redactUri, SERVER_SELECTION_TIMEOUT_MS } from './connection-options';

describe('connection options', () => {
  it('polls the server with CongoDB and streams with MongoDB', () => {
    expect(connectionOptions('mongodb://127.0.0.1:1234', 'congodb').serverMonitoringMode).toBe('poll');
    expect(connectionOptions('mongodb://127.0.0.1:1234', 'mongodb').serverMonitoringMode).toBe('auto');
    expect(connectionOptions('mongodb+srv://c.example.net/x', 'external').serverMonitoringMode).toBe('auto');
  });

  it('uses the database in the URI, else nivasa', () => {
    expect(databaseNameOf('mongodb://127.0.0.1:27017/shop?retryWrites=true')).toBe('shop');
    expect(databaseNameOf('mongodb://u:p@h1:1,h2:2/')).toBeUndefined();
    expect(databaseNameOf('mongodb://127.0.0.1:27017')).toBeUndefined();
    expect(connectionOptions('mongodb://127.0.0.1:27017/?directConnection=true', 'congodb').dbName).toBe('nivasa');
    expect(connectionOptions('mongodb://127.0.0.1:27017/rentals', 'mongodb').dbName).toBe('rentals');
  });

  it('waits at most a second for a server, unless the connection string says otherwise', () => {
    expect(connectionOptions('mongodb://127.0.0.1:27017', 'congodb').serverSelectionTimeoutMS).toBe(SERVER_SELECTION_TIMEOUT_MS);
    const uri = 'mongodb+srv://c.example.net/nivasa?retryWrites=true&serverSelectionTimeoutMS=4000';
    // Left out, the driver takes the string's value; given, it would win over it.
    expect(connectionOptions(uri, 'external')).not.toHaveProperty('serverSelectionTimeoutMS');
  });

  it('hides credentials', () => {
    expect(redactUri('mongodb+srv://admin:s3cret@cluster0.example.net/nivasa')).toBe('mongodb+srv://***@cluster0.example.net/nivasa');
    expect(redactUri('mongodb://127.0.0.1:27017')).toBe('mongodb://127.0.0.1:27017');
  });
});

describe('a database that does not answer', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let uri: string;

  beforeAll(async () => {
    // Takes connections and never replies, as a frozen or half-dead server does.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    uri = `mongodb://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/nivasa`;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails an operation with a server selection error within the bound, well inside the 2 s a request may take', async () => {
    for (const engine of ['congodb', 'external'] as const) {
      const connection = createConnection(uri, connectionOptions(uri, engine));
      const started = performance.now();
      await expect(connection.asPromise()).rejects.toMatchObject({ name: 'MongooseServerSelectionError' });
      const elapsed = performance.now() - started;
      await connection.close();
      expect(elapsed).toBeGreaterThanOrEqual(SERVER_SELECTION_TIMEOUT_MS - 50);
      expect(elapsed).toBeLessThan(2000);
    }
  });
});
