import type { IncomingMessage, ServerResponse } from 'node:http';
import { readPorts } from '../../../services/contracts/src/ports';
import type { RemotesDirectory } from '@nivasa/shell-server/src/remote-directory';

/**
 * Under `rspack serve`, the shell's /remotes.json as its server answers it, with the route
 * lists read afresh from the remotes' dev servers on every request.
 */
export function devRemotesJson(
  // Loaded on first use: the shell server's code reads the contracts' build, which `npm run dev` makes first.
  directory: () => Promise<RemotesDirectory> = async () => {
    const [{ remotesMap }, { RemotesDirectory }] = await Promise.all([
      import('@nivasa/shell-server/src/app-config'),
      import('@nivasa/shell-server/src/remote-directory'),
    ]);
    return new RemotesDirectory(remotesMap(readPorts(process.env)));
  },
) {
  let remotes: Promise<RemotesDirectory> | undefined;
  return {
    name: 'nivasa-remotes-json',
    path: '/remotes.json',
    middleware: (_req: IncomingMessage, res: ServerResponse) => {
      remotes ??= directory();
      remotes
        .then(async (found) => {
          await found.refresh();
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(found.config()));
        })
        .catch((error: unknown) => {
          res.statusCode = 503;
          res.end(`The remotes map is not available: ${String(error)}`);
        });
    },
  };
}
