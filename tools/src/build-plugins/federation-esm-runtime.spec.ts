import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { esModuleOf } from './federation-esm-runtime';
import { scratchProject } from './test-compile';

describe('esModuleOf', () => {
  const shipped = new Set(['/n/@module-federation/sdk/dist/index.js', '/n/@module-federation/error-codes/dist/index.mjs']);
  const exists = (file: string) => shipped.has(file);

  it("answers the ES module beside a federation package's CommonJS file", () => {
    expect(esModuleOf('/n/@module-federation/sdk/dist/index.cjs', exists)).toBe('/n/@module-federation/sdk/dist/index.js');
    expect(esModuleOf('/n/@module-federation/error-codes/dist/index.cjs', exists)).toBe('/n/@module-federation/error-codes/dist/index.mjs');
  });

  it('leaves other packages, and federation files with no ES module, alone', () => {
    expect(esModuleOf('/n/left-pad/dist/index.cjs', () => true)).toBeUndefined();
    expect(esModuleOf('/n/@module-federation/runtime/dist/index.cjs', exists)).toBeUndefined();
    expect(esModuleOf('@module-federation/runtime', () => true)).toBeUndefined();
  });
});

describe('FederationEsmRuntime', () => {
  const federationPackage = {
    'node_modules/@module-federation/thing/package.json': '{"name":"@module-federation/thing"}',
    'node_modules/@module-federation/thing/dist/index.cjs':
      'exports.used = () => "commonjs used"; exports.unused = () => "commonjs unused";',
    'node_modules/@module-federation/thing/dist/index.js':
      'export const used = () => "module used"; export const unused = () => "module unused";',
  };

  it('builds the ES modules, tree-shaken, where the federation plugin names the CommonJS files', async () => {
    const project = await scratchProject(federationPackage);
    const commonJs = join(project.dir, 'node_modules/@module-federation/thing/dist/index.cjs');
    await writeFile(
      join(project.dir, 'index.js'),
      `import { used } from ${JSON.stringify(commonJs)}; import { used as aliased } from "thing-by-alias"; console.log(used(), aliased());`,
    );
    try {
      // As the federation plugin does: an absolute import of the CommonJS file, and an alias set after the plugins.
      const errors = await project.build(`
        import { FederationEsmRuntime } from ${JSON.stringify(join(__dirname, 'federation-esm-runtime'))};
        const federation = {
          apply(compiler) {
            compiler.hooks.afterPlugins.tap('federation', () => {
              compiler.options.resolve.alias = { ...compiler.options.resolve.alias, 'thing-by-alias$': ${JSON.stringify(commonJs)} };
            });
          },
        };
        export const plugins = [federation, new FederationEsmRuntime()];
        export const config = { mode: 'production' };
      `);
      expect(errors).toEqual([]);
      const bundle = await project.output('main.js');
      expect(bundle).toContain('module used');
      expect(bundle).not.toContain('module unused');
      expect(bundle).not.toContain('commonjs');
    } finally {
      await project.remove();
    }
  });
});
