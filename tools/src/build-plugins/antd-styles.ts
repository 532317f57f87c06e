import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { ANTD_STYLES_FILE, type AntdStyles } from '../../../services/contracts/src/federation';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';

const EXTRACT_SCRIPT = path.join(REPO_ROOT, 'tools', 'src', 'build-plugins', 'antd-styles-extract.ts');
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

/** Runs antd-styles-extract.ts on an app's samples, from the app's folder: each set of modules' stylesheet, by `antdStylesKey`. */
export function renderAntdStyles(appDir: string, module: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, NODE_ENV: 'production' };
    execFile(TSX, [EXTRACT_SCRIPT, module], { cwd: appDir, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`Extracting antd's styles from ${module} failed: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as Record<string, string>);
    });
  });
}

/** Each stylesheet under a name from its content (so served as never changing), and the list of them by their modules' key. */
export function stylesheetFiles(sheets: Record<string, string>): { files: Record<string, string>; list: AntdStyles } {
  const files: Record<string, string> = {};
  const list: AntdStyles = {};
  for (const [key, css] of Object.entries(sheets)) {
    const file = `antd-styles/antd.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    files[file] = css;
    list[key] = file;
  }
  return { files, list };
}

/**
 * Writes antd's styles for the app's samples (`antdStyleSamples`: shared antd module to element)
 * into stylesheets, and antd-styles.json, which names the file for each set of those modules. The
 * shell's server links the file a page's modules need (services/shell-server/src/antd-stylesheet.ts).
 */
export class AntdStylesPlugin {
  constructor(private readonly samples: { appDir: string; module: string }) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('AntdStylesPlugin', (compilation) => {
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tapPromise({ name: 'AntdStylesPlugin', stage }, async () => {
        const { files, list } = stylesheetFiles(await renderAntdStyles(this.samples.appDir, this.samples.module));
        // As antd wrote them: the CSS minimizer splits each selector list into rules of their own, five times the bytes.
        const asWritten = { minimized: true };
        for (const [file, css] of Object.entries(files)) compilation.emitAsset(file, new compiler.rspack.sources.RawSource(css), asWritten);
        compilation.emitAsset(ANTD_STYLES_FILE, new compiler.rspack.sources.RawSource(`${JSON.stringify(list, null, 2)}\n`));
      });
    });
  }
}
