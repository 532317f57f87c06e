import path from 'node:path';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';
import { antdStylesKey, isAntdStyles } from '@nivasa/contracts/federation';
import { renderAntdStyles, stylesheetFiles } from './antd-styles';

/** The paths of antd's styles a stylesheet holds, as antd reads them back in the browser. */
function cachedPaths(css: string): string[] {
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";?\}/.exec(css)?.[1] ?? '';
  return map.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':')));
}

describe("antd's stylesheets", () => {
  let sheets: Record<string, string>;
  beforeAll(async () => {
    sheets = await renderAntdStyles(path.join(REPO_ROOT, 'shell'), './src/app/antd-styles.tsx');
  }, 60_000);

  it("hold, for each set of the shell's antd modules, the styles of each module's parts, as its production build names them", () => {
    const core = '@nivasa/ui/antd';
    const fields = '@nivasa/ui/antd-fields';
    const display = '@nivasa/ui/antd-display';
    expect(Object.keys(sheets).sort()).toEqual(
      [[core], [fields], [display], [core, fields], [core, display], [fields, display], [core, fields, display]].map(antdStylesKey).sort(),
    );
    const parts = (key: string) => cachedPaths(sheets[key]).map((entry) => entry.split('|')[1]);
    expect(parts(core)).toEqual(expect.arrayContaining(['Form-Form', 'Input-Component', 'Button-Button', 'Alert-Alert', 'Modal-Modal']));
    expect(parts(core)).not.toContain('Select-Select');
    expect(parts(antdStylesKey([fields, core]))).toEqual(expect.arrayContaining(['Form-Form', 'Select-Select', 'Upload-Upload']));
    expect(parts(antdStylesKey([display, core, fields]))).toEqual(expect.arrayContaining(['Button-Button', 'Rate-Rate', 'Table-Table']));
    // The production build's class names: antd's development build names them css-dev-only-do-not-override-….
    for (const css of Object.values(sheets)) expect(css).toMatch(/^:where\(\.css-[a-z0-9]+\)/);
  });

  it('are written under names from their content, which the shell serves as never changing, and listed by their modules', () => {
    const { files, list } = stylesheetFiles(sheets);
    expect(isAntdStyles(list)).toBe(true);
    expect(Object.keys(files)).toHaveLength(7);
    for (const [key, file] of Object.entries(list)) {
      expect(file).toMatch(/^antd-styles\/antd\.[0-9a-f]{10}\.css$/);
      expect(files[file]).toBe(sheets[key]);
    }
    expect(stylesheetFiles({ a: 'x' }).list.a).not.toBe(stylesheetFiles({ a: 'y' }).list.a);
  });
});
