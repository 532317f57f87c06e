/** The build scratchProject runs: `tsx test-build.ts <project dir>`; prints the build's errors as JSON. */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';

async function main(dir: string): Promise<void> {
  const setup = (await import(pathToFileURL(join(dir, 'build-setup.ts')).href)) as {
    /** The plugins, or a function of rspack that makes them (for rspack's own, which a scratch project cannot import). */
    plugins: RspackPluginInstance[] | ((core: typeof rspack) => RspackPluginInstance[]);
    config?: Configuration;
  };
  const compiler = rspack({
    context: dir,
    mode: 'development',
    devtool: false,
    entry: { main: './index.js' },
    output: { path: join(dir, 'dist') },
    plugins: typeof setup.plugins === 'function' ? setup.plugins(rspack) : setup.plugins,
    ...setup.config,
  });
  const errors = await new Promise<string[]>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error) return reject(error);
      resolve((stats?.toJson({ all: false, errors: true }).errors ?? []).map((found) => found.message));
    }),
  );
  await new Promise((done) => compiler.close(done));
  process.stdout.write(JSON.stringify(errors));
}

main(process.argv[2] ?? '.').catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
