/**
 * The repository's commands: `npm start`, `npm run dev`, `npm test`, `npm run admin:create`.
 */
import { join } from 'node:path';
import { buildStale } from './build';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';
import { run } from './processes';

async function start(): Promise<void> {
  const started = Date.now();
  const built = await buildStale(process.argv.includes('--rebuild'));
  if (built.length > 0) console.log(`Built ${built.join(', ')}.`);
  // Loaded after the build: the stack runs the embedded database's compiled code.
  const { startStack } = await import('./stack.js');
  const stack = await startStack();
  console.log(`\nNivasa is up (${((Date.now() - started) / 1000).toFixed(1)} s):`);
  for (const [name, url] of Object.entries(stack.urls)) console.log(`  ${name.padEnd(24)} ${url}`);
  console.log('\nPress Ctrl+C to stop.');
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Nivasa...');
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function adminCreate(args: string[]): Promise<void> {
  await buildStale();
  await run(process.execPath, [join(REPO_ROOT, 'services/api/dist/cli/admin-create.js'), ...args], { cwd: REPO_ROOT });
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  switch (command) {
    case 'start':
      return start();
    case 'dev':
      return (await import('./dev.js')).startDev();
    case 'test':
      process.exitCode = await (await import('./test-all.js')).runAllTests(args);
      return;
    case 'admin:create':
      return adminCreate(args);
    default:
      throw new Error(`Unknown command "${command}". Use start, dev, test or admin:create.`);
  }
}

main().catch((error: Error) => {
  console.error(`\n${error.message}`);
  process.exit(1);
});
