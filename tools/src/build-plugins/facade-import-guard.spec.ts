import { join } from 'node:path';
import { FACADES } from './facade-import-guard';
import { scratchProject } from './test-compile';

/** A build guarded by FacadeImportGuard, with left-pad reachable only through facade.js. */
const guardedBy = (dir: string) => `
  import { FacadeImportGuard } from ${JSON.stringify(join(__dirname, 'facade-import-guard'))};
  const facade = { request: /^left-pad$/, modules: [${JSON.stringify(join(dir, 'facade.js'))}], name: '@nivasa/ui/pad' };
  export const plugins = [new FacadeImportGuard([facade])];
`;

describe('FacadeImportGuard', () => {
  const files = {
    'node_modules/left-pad/package.json': '{"name":"left-pad","main":"index.js"}',
    'node_modules/left-pad/index.js': 'module.exports = (text) => " " + text;',
    'facade.js': 'export { default as pad } from "left-pad";',
  };

  it('fails the build of an app that imports the library around its facade', async () => {
    const project = await scratchProject({ ...files, 'index.js': 'import pad from "left-pad"; console.log(pad("a"));' });
    try {
      const errors = await project.build(guardedBy(project.dir));
      expect(errors.join('\n')).toContain(`${join(project.dir, 'index.js')}: import 'left-pad' through '@nivasa/ui/pad'.`);
    } finally {
      await project.remove();
    }
  });

  it('lets the facade itself, and the apps through it, build', async () => {
    const project = await scratchProject({ ...files, 'index.js': 'import { pad } from "./facade.js"; console.log(pad("a"));' });
    try {
      expect(await project.build(guardedBy(project.dir))).toEqual([]);
    } finally {
      await project.remove();
    }
  });

  it("guards react-router and antd behind @nivasa/ui's modules", () => {
    const guarded = (request: string) => FACADES.find((facade) => facade.request.test(request))?.name;
    expect(guarded('react-router-dom')).toBe('@nivasa/ui/router');
    expect(guarded('react-router')).toBe('@nivasa/ui/router');
    expect(guarded('antd/es/button')).toBe('@nivasa/ui/antd (or antd-fields, antd-display)');
    expect(guarded('antdx')).toBeUndefined();
    expect(FACADES.flatMap((facade) => facade.modules).map((file) => file.split(/[\\/]/).slice(-3).join('/'))).toEqual([
      'ui/src/router.ts',
      'ui/src/antd.ts',
      'ui/src/antd-fields.ts',
      'ui/src/antd-display.ts',
      'ui/src/antd-locale.ts',
    ]);
  });
});
