/**
 * Renders an app's antd samples and prints, as JSON, the stylesheet antd made for each set of its
 * shared antd modules (antd-styles.ts). Run by the build under tsx with NODE_ENV=production, from
 * the app's folder, so antd names its classes as the app's production build does:
 *
 *   tsx tools/src/build-plugins/antd-styles-extract.ts <module>
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { antdStylesKey } from '../../../services/contracts/src/federation';

/** Every non-empty set of the modules, each in the order given. */
function moduleSets(modules: readonly string[]): string[][] {
  return Array.from({ length: 2 ** modules.length - 1 }, (_, index) => modules.filter((_, bit) => (index + 1) & (1 << bit)));
}

/** antd's styles for the samples, with the map of what they hold that antd reads back in the browser. */
function stylesOf(samples: readonly ReactElement[]): string {
  const cache = createCache();
  renderToString(createElement(StyleProvider, { cache }, ...samples));
  return extractStyle(cache, { plain: true });
}

async function main(modulePath: string): Promise<void> {
  const { antdStyleSamples } = (await import(pathToFileURL(resolve(modulePath)).href)) as {
    antdStyleSamples?: Record<string, ReactElement>;
  };
  if (!antdStyleSamples || typeof antdStyleSamples !== 'object')
    throw new Error(`${modulePath} must export \`antdStyleSamples\`: module to element.`);
  const sheets = Object.fromEntries(
    moduleSets(Object.keys(antdStyleSamples)).map((set) => [antdStylesKey(set), stylesOf(set.map((name) => antdStyleSamples[name]))]),
  );
  process.stdout.write(JSON.stringify(sheets));
}

if (process.argv[2]) {
  main(process.argv[2]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
