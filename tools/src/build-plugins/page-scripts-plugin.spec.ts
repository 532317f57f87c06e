import { join } from 'node:path';
import { pageScriptsOf } from './page-scripts-plugin';
import { scratchProject } from './test-compile';

describe('PageScriptsPlugin', () => {
  it("writes each route's page files to page-scripts.json, from the chunks its loader imports", async () => {
    const project = await scratchProject({
      'index.js': 'import("./routes").then(({ routes }) => console.log(routes.length));',
      'lazy-page.js': 'export const lazyPage = (load) => load;',
      'routes.ts': `import { lazyPage } from '@nivasa/ui/lazy-page';
        export const routes = [
          { path: '/about', access: 'everyone', page: lazyPage(() => import('./about')) },
          { path: '/listing/:listingId', access: 'everyone', page: lazyPage(() => import('./listing').then(({ Listing }) => ({ default: Listing }))) },
          { path: '/plain', access: 'everyone', page: () => null },
        ];`,
      'about.js': 'export default function About() { return "about"; }',
      'listing.js': 'import("./reviews"); export function Listing() { return "listing"; }',
      'reviews.js': 'export const reviews = [];',
    });
    try {
      const errors = await project.build(`
        import { PageScriptsPlugin } from ${JSON.stringify(join(__dirname, 'page-scripts-plugin'))};
        export const plugins = [new PageScriptsPlugin(${JSON.stringify(join(project.dir, 'routes.ts'))})];
        export const config = {
          output: { path: ${JSON.stringify(join(project.dir, 'dist'))}, chunkFilename: '[name].js' },
          optimization: { chunkIds: 'named' },
          resolve: { alias: { '@nivasa/ui/lazy-page': ${JSON.stringify(join(project.dir, 'lazy-page.js'))} }, extensions: ['.ts', '.js'] },
          module: { rules: [{ test: /\\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } } }] },
        };
      `);
      expect(errors).toEqual([]);
      // The page's own chunk: not what it loads later (its reviews), and nothing for a page that is not lazy.
      expect(JSON.parse(await project.output('page-scripts.json'))).toEqual({
        '/about': { files: ['about_js.js'], shared: [] },
        '/listing/:listingId': { files: ['listing_js.js'], shared: [] },
      });
    } finally {
      await project.remove();
    }
  });

  it('names the shared modules a page and the routes module consume, and leaves out chunks of other modules', () => {
    const routes = './src/app/routes.ts';
    const chunks = [
      {
        files: ['page.js'],
        origins: [{ moduleName: routes, request: '../pages/approve-page' }],
        modules: [{ moduleType: 'consume-shared-module', name: 'consume shared module (default) @nivasa/ui/antd@^1.11.0 (strict)' }],
      },
      {
        files: [],
        origins: [
          { moduleName: routes, request: '../pages/approve-page' },
          { moduleName: routes, request: '../pages/audit-page' },
        ],
        modules: [{ moduleType: 'consume-shared-module', name: 'consume shared module (default) react@19.3.1 (strict)' }],
      },
      { files: ['table.js'], origins: [{ moduleName: './src/features/queue.tsx', request: '../pages/approve-page' }] },
      // The routes module's own chunk: every page waits for what it consumes.
      {
        files: ['routes.js'],
        modules: [
          { name: routes },
          { moduleType: 'consume-shared-module', name: 'consume shared module (default) @nivasa/ui/lazy-page@^1.11.0 (strict)' },
        ],
      },
    ];
    const pages = [
      { path: '/dashboard/approve', pageModule: '../pages/approve-page' },
      { path: '/gone', pageModule: '../pages/gone' },
    ];
    expect(pageScriptsOf(chunks, pages, (moduleName) => moduleName === routes)).toEqual({
      '/dashboard/approve': { files: ['page.js'], shared: ['@nivasa/ui/antd', '@nivasa/ui/lazy-page', 'react'] },
    });
  });
});
