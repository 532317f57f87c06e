import { join } from 'node:path';
import { eagerListErrors, startupScripts } from './startup-preload-plugin';
import { scratchProject } from './test-compile';

describe('StartupPreloadPlugin', () => {
  it("preloads the bootstrap's chunks in index.html and each language's, and asks for the entry first", async () => {
    const project = await scratchProject({
      'index.js': 'import("./app/bootstrap");',
      'app/bootstrap.js': 'import("../later").then(() => console.log("started"));',
      'later.js': 'export const later = 1;',
    });
    try {
      const errors = await project.build(`
        import { StartupPreloadPlugin } from ${JSON.stringify(join(__dirname, 'startup-preload-plugin'))};
        export const plugins = (rspack) => [
          new rspack.HtmlRspackPlugin({ templateContent: '<html><head></head><body></body></html>', scriptLoading: 'defer' }),
          new rspack.HtmlRspackPlugin({ filename: 'index.si.html', templateContent: '<html><head></head><body></body></html>', scriptLoading: 'defer' }),
          new StartupPreloadPlugin(),
        ];
        export const config = {
          output: { path: ${JSON.stringify(join(project.dir, 'dist'))}, chunkFilename: '[name].js', publicPath: '/' },
          optimization: { chunkIds: 'named' },
        };
      `);
      expect(errors).toEqual([]);
      for (const file of ['index.html', 'index.si.html']) {
        const page = await project.output(file);
        expect(page).toContain('<link rel="preload" as="script" href="/app_bootstrap_js.js" />');
        // Only what starts the app: a chunk it loads later is not preloaded.
        expect(page).not.toContain('later_js.js" />');
        expect(page).toMatch(/<script defer src="\/?main\.js"/);
      }
    } finally {
      await project.remove();
    }
  });

  it('follows the shared modules the bootstrap consumes to the chunks that provide them', () => {
    const stats = {
      chunks: [
        { files: ['main.js'], initial: true, origins: [{ request: './src/index.ts' }] },
        {
          files: ['bootstrap.js', 'bootstrap.css'],
          origins: [{ request: './app/bootstrap' }],
          modules: [{ moduleType: 'consume-shared-module', name: 'consume shared module (default) react@^19.0.0 (singleton)' }],
        },
        {
          files: ['react.js'],
          origins: [{ moduleName: 'provide shared module (default) react@19.1.0 = ../node_modules/react/index.js' }],
          modules: [{ moduleType: 'consume-shared-module', name: 'consume shared module (default) scheduler@^0.26.0' }],
        },
        { files: ['scheduler.js'], origins: [{ moduleName: 'provide shared module (default) scheduler@0.26.0 = x' }] },
        { files: ['antd.js'], origins: [{ moduleName: 'provide shared module (default) antd@6.0.0 = x' }] },
      ],
    };
    expect(startupScripts(stats)).toEqual(['bootstrap.js', 'react.js', 'scheduler.js']);
    expect(startupScripts({})).toEqual([]);
  });

  describe('the eager shared modules, bundled into the entry', () => {
    const consume = (key: string) => ({
      moduleType: 'consume-shared-module',
      name: `consume shared module (default) ${key}@^1.0.0 (eager)`,
    });
    // react and jotai eager: the entry provides them, and consumes what react's code imports.
    const stats = {
      chunks: [
        { files: ['main.js'], initial: true, origins: [{ request: './src/index.ts' }], modules: [consume('scheduler')] },
        { files: ['bootstrap.js'], origins: [{ request: './app/bootstrap' }], modules: [consume('react'), consume('jotai')] },
      ],
    };

    it('are what the start-up consumes, and then no script but the bootstrap is preloaded', () => {
      expect(eagerListErrors(stats, ['react', 'jotai', 'scheduler'])).toEqual([]);
      expect(startupScripts(stats)).toEqual(['bootstrap.js']);
    });

    it("fail the build where the list misses one the start-up consumes, also one an eager module's code imports", () => {
      expect(eagerListErrors(stats, ['jotai'])).toEqual([
        'The start-up consumes shared modules that are not eager; add them to startupShared: react, scheduler.',
      ]);
    });

    it('fail the build where the list names one the start-up does not consume', () => {
      expect(eagerListErrors(stats, ['react', 'jotai', 'scheduler', 'antd'])).toEqual([
        'startupShared names shared modules the start-up does not consume, which only add to the entry: antd.',
      ]);
    });
  });
});
