import { createServer } from 'node:net';

/** Asks the OS for a free loopback port (CongoDB cannot report the port it bound to 0). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** How many free ports a start tries before it gives up. */
export const FREE_PORT_ATTEMPTS = 5;

/**
 * Starts a server on a free port. Between asking for the port and binding it, another process can
 * take it (the API suites start a database, an app and a mail catcher per suite, two suites at a
 * time): on EADDRINUSE it asks for another port, up to FREE_PORT_ATTEMPTS times.
 */
export async function startOnFreePort<T>(start: (port: number) => Promise<T>, pickPort: () => Promise<number> = findFreePort): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await pickPort());
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === FREE_PORT_ATTEMPTS) throw error;
    }
  }
}
