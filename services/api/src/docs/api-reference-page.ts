import { createHash } from 'node:crypto';
import type { OpenApiDocument } from './openapi-document';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Escaped text, with the description's `code` spans (Markdown, as OpenAPI writes them) set as code. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1f1f1f}
h1{font-size:1.6rem}h2{border-bottom:1px solid #ccc;margin-top:2.5rem}h3{font-size:1.05rem;margin:1.5rem 0 .25rem}
code,pre{font:14px/1.4 ui-monospace,monospace}pre{background:#f4f4f4;padding:.75rem;overflow:auto}
.method{display:inline-block;min-width:4.5rem;font-weight:700}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
a{color:#0b57d0}`;

/** The page's one inline style, allowed by its hash: the page itself needs nothing else. */
export const API_REFERENCE_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

interface Operation {
  tags: string[];
  summary: string;
  description: string;
  parameters?: { name: string; in: string; required: boolean; description?: string; schema: object }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}

const schemaName = (schema: { $ref?: string } | undefined) => schema?.$ref?.split('/').pop();

function schemaLink(schema: { $ref?: string } | undefined, mediaType: string): string {
  const name = schemaName(schema);
  return name ? `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>` : escapeHtml(mediaType);
}

function renderOperation(path: string, method: string, operation: Operation): string {
  const parameters = operation.parameters ?? [];
  const parameterRows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'yes' : 'no'}</td>` +
        `<td><code>${escapeHtml(JSON.stringify(parameter.schema))}</code>${parameter.description ? ` ${escapeHtml(parameter.description)}` : ''}</td></tr>`,
    )
    .join('');
  const body = Object.entries(operation.requestBody?.content ?? {})
    .map(([mediaType, { schema }]) => `<p>Body (${escapeHtml(mediaType)}): ${schemaLink(schema, mediaType)}</p>`)
    .join('');
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => {
      const content = Object.entries(response.content ?? {})
        .map(([mediaType, { schema }]) => ` (${schemaLink(schema, mediaType)})`)
        .join('');
      return `<li><strong>${status}</strong>: ${escapeHtml(response.description)}${content}</li>`;
    })
    .join('');
  return (
    `<section><h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>` +
    `<p>${prose(operation.summary)} ${prose(operation.description)}</p>` +
    (parameterRows
      ? `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${parameterRows}</tbody></table>`
      : '') +
    body +
    `<ul>${responses}</ul></section>`
  );
}

/** A readable reference of the description, rendered on the server: no script, one hashed style. */
export function renderApiReferencePage(document: OpenApiDocument): string {
  const info = document.info as { title: string; version: string; description: string };
  const tags = (document.tags as { name: string }[]).map((tag) => tag.name);
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation: operation as unknown as Operation })),
  );
  const sections = tags
    .map((tag) => {
      const own = operations.filter(({ operation }) => operation.tags.includes(tag));
      return `<h2 id="${escapeHtml(tag.toLowerCase().replace(/\W+/g, '-'))}">${escapeHtml(tag)}</h2>${own.map(({ path, method, operation }) => renderOperation(path, method, operation)).join('')}`;
    })
    .join('');
  const schemas = Object.entries((document.components as { schemas: Record<string, object> }).schemas)
    .map(
      ([name, schema]) =>
        `<h3 id="schema-${escapeHtml(name)}">${escapeHtml(name)}</h3><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`,
    )
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(info.title)} reference</title><style>${STYLE}</style></head><body><main>` +
    `<h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1><p>${prose(info.description)}</p>` +
    `<p>${operations.length} operations. The machine-readable description: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3.1).</p>` +
    `<nav aria-label="Sections"><ul>${tags.map((tag) => `<li><a href="#${escapeHtml(tag.toLowerCase().replace(/\W+/g, '-'))}">${escapeHtml(tag)}</a></li>`).join('')}<li><a href="#schemas">Schemas</a></li></ul></nav>` +
    `${sections}<h2 id="schemas">Schemas</h2>${schemas}</main></body></html>`
  );
}
