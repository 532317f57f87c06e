import { join } from 'node:path';
import { prerenderedFileOf } from '@nivasa/shell-server/src/localised-files';
import { scratchProject } from './test-compile';

const listingRoutesOf = (dir: string) => `
  import { RouteListPlugin } from ${JSON.stringify(join(__dirname, 'route-list-plugin'))};
  export const plugins = [new RouteListPlugin(${JSON.stringify(join(dir, 'routes.ts'))})];
`;

describe('RouteListPlugin', () => {
  it("writes the routes module's paths and access, and no code, to routes.json", async () => {
    const project = await scratchProject({
      'index.js': 'console.log("remote");',
      'routes.ts': `export const routes = [
        { path: '/about', access: 'everyone', page: () => import('./about') },
        { path: '/my-listings', access: 'signed-in', page: () => import('./mine') },
      ];`,
    });
    try {
      expect(await project.build(listingRoutesOf(project.dir))).toEqual([]);
      expect(JSON.parse(await project.output('routes.json'))).toEqual([
        { path: '/about', access: 'everyone' },
        { path: '/my-listings', access: 'signed-in' },
      ]);
    } finally {
      await project.remove();
    }
  });

  it('fails the build on a list the contract refuses', async () => {
    const project = await scratchProject({
      'index.js': 'console.log("remote");',
      'routes.ts': `export const routes = [{ path: 'about', access: 'everyone' }, { path: '/x', access: 'friends' }];`,
    });
    try {
      const errors = await project.build(listingRoutesOf(project.dir));
      expect(errors.join('\n')).toContain('routes.ts: `routes` must be an array of routes');
      await expect(project.output('routes.json')).rejects.toThrow();
    } finally {
      await project.remove();
    }
  });

  it('names prerendered pages after their paths', () => {
    expect(prerenderedFileOf('/')).toBe('prerendered/index.html');
    expect(prerenderedFileOf('/about')).toBe('prerendered/about.html');
    expect(prerenderedFileOf('/how-it/works')).toBe('prerendered/how-it-works.html');
    // The other languages' beside the English, which the route list names.
    expect(prerenderedFileOf('/', 'si')).toBe('prerendered/si/index.html');
    expect(prerenderedFileOf('/about', 'ta')).toBe('prerendered/ta/about.html');
  });
});
