/**
 * Renders an app's first screens to static HTML at build time, so they paint before any
 * JavaScript arrives. Run by the build as a child process under tsx, from the app's folder (its
 * tsconfig compiles the pages), because the pages must meet the same React, router and
 * styled-components copies Node resolves for them:
 *
 *   tsx rspack.prerender.ts <module>
 *
 * The module exports `prerendered`: a record of path to element. Each is rendered inside a
 * router at that path, with its styled-components rules inlined before it; the record of path
 * to HTML goes to standard output as JSON.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

export function renderPage(path: string, element: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(sheet.collectStyles(createElement(MemoryRouter, { initialEntries: [path] }, element)));
    return sheet.getStyleTags() + html;
  } finally {
    sheet.seal();
  }
}

async function main(modulePath: string): Promise<void> {
  const { prerendered } = (await import(pathToFileURL(resolve(modulePath)).href)) as { prerendered?: Record<string, ReactElement> };
  if (!prerendered || typeof prerendered !== 'object') throw new Error(`${modulePath} must export \`prerendered\`: path to element.`);
  const pages = Object.fromEntries(Object.entries(prerendered).map(([path, element]) => [path, renderPage(path, element)]));
  process.stdout.write(JSON.stringify(pages));
}

if (process.argv[2]) {
  main(process.argv[2]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
