import { createServer, type Server } from 'node:net';
import { FREE_PORT_ATTEMPTS, findFreePort, startOnFreePort } from './free-port';

/** A server on a free loopback port, as another process holding it would be. */
async function holdPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { port: (server.address() as { port: number }).port, server };
}

function listenOn(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('startOnFreePort', () => {
  it('asks for another port when the one it was given is taken before it binds', async () => {
    const taken = await holdPort();
    const picks = [taken.port, await findFreePort()];
    const tried: number[] = [];
    const server = await startOnFreePort(
      (port) => {
        tried.push(port);
        return listenOn(port);
      },
      async () => picks.shift()!,
    );
    expect(tried).toEqual([taken.port, (server.address() as { port: number }).port]);
    await new Promise((done) => server.close(done));
    await new Promise((done) => taken.server.close(done));
  });

  it(`gives up after ${FREE_PORT_ATTEMPTS} taken ports, and passes any other failure on at once`, async () => {
    const taken = await holdPort();
    let tries = 0;
    const alwaysTaken = startOnFreePort(
      (port) => {
        tries += 1;
        return listenOn(port);
      },
      async () => taken.port,
    );
    await expect(alwaysTaken).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(tries).toBe(FREE_PORT_ATTEMPTS);
    await new Promise((done) => taken.server.close(done));

    let failures = 0;
    const broken = startOnFreePort(async () => {
      failures += 1;
      throw new Error('no storage');
    });
    await expect(broken).rejects.toThrow('no storage');
    expect(failures).toBe(1);
  });
});
