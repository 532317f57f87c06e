/**
 * Renders an app's first screens to static HTML at build time, so they paint before any
 * JavaScript arrives. Run by the build as a child process under tsx, from the app's folder (its
 * tsconfig compiles the pages), because the pages must meet the same React, router and
 * styled-components copies Node resolves for them:
 *
 *   tsx rspack.prerender.ts <module>
 *
 * The module exports `prerendered`: a record of path to element. Each is rendered once per
 * language, inside a router at that path under the language's prefix and a jotai store whose page
 * language is that one, with its styled-components rules inlined before it; the record of language
 * to path to HTML goes to standard output as JSON.
 */
import { createElement, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { createStore, Provider } from 'jotai';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { loadRegisteredCatalogues } from '@nivasa/contracts/catalogue';
import { languagePrefix } from '@nivasa/contracts/language-paths';
import { LANGUAGES, type Language } from '@nivasa/contracts/languages';
import { setPageLanguage } from '@nivasa/session/language';

/** A page's static HTML in `language`, every catalogue the page's modules define loaded in the language first. */
export async function renderPage(path: string, element: ReactElement, language: Language): Promise<string> {
  await loadRegisteredCatalogues(language);
  const store = createStore();
  setPageLanguage(language, store);
  const sheet = new ServerStyleSheet();
  try {
    // Under the language's prefix, as the browser's router is: a Sinhala page's links lead to Sinhala pages before its code runs.
    const prefix = languagePrefix(language);
    const page = createElement(
      Provider,
      { store },
      createElement(MemoryRouter, { basename: prefix || undefined, initialEntries: [`${prefix}${path}`] }, element),
    );
    // Waits for what suspends (antd's Sinhala and Tamil words load on first use).
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(page));
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return sheet.getStyleTags() + html;
  } finally {
    sheet.seal();
  }
}

async function main(modulePath: string): Promise<void> {
  const { prerendered } = (await import(pathToFileURL(resolve(modulePath)).href)) as { prerendered?: Record<string, ReactElement> };
  if (!prerendered || typeof prerendered !== 'object') throw new Error(`${modulePath} must export \`prerendered\`: path to element.`);
  const pages: Partial<Record<Language, Record<string, string>>> = {};
  for (const language of LANGUAGES) {
    const inLanguage: Record<string, string> = {};
    for (const [path, element] of Object.entries(prerendered)) inLanguage[path] = await renderPage(path, element, language);
    pages[language] = inLanguage;
  }
  process.stdout.write(JSON.stringify(pages));
}

if (process.argv[2]) {
  main(process.argv[2]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
