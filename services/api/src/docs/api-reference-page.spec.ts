import { createHash } from 'node:crypto';
import { API_REFERENCE_STYLE_HASH, renderApiReferencePage } from './api-reference-page';
import type { OpenApiDocument } from './openapi-document';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Nivasa API', version: '1.0.0', description: 'Rooms & <houses>; every refusal is `ApiError`' },
  tags: [{ name: 'Listings' }],
  paths: {
    '/api/listing/get/{id}': {
      get: {
        tags: ['Listings'],
        summary: 'One listing <b>',
        description: 'Who may call it: Anyone.',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'The listing.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Listing' } } } },
        },
      },
    },
  },
  components: { schemas: { Listing: { type: 'object', description: '</pre><script>' } } },
};

describe('renderApiReferencePage', () => {
  const page = renderApiReferencePage(document);

  it('lists each operation with its parameters, answers and a link to its schema', () => {
    expect(page).toContain('GET</span> <code>/api/listing/get/{id}</code>');
    expect(page).toContain('<a href="#schema-Listing">Listing</a>');
    expect(page).toContain('id="schema-Listing"');
    expect(page).toContain('<html lang="en">');
  });

  it('escapes every text from the description', () => {
    expect(page).toContain('Rooms &amp; &lt;houses&gt;; every refusal is <code>ApiError</code>');
    expect(page).toContain('One listing &lt;b&gt;');
    expect(page).not.toContain('<script>');
  });

  it('has one style, the one its policy hash allows', () => {
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles).toHaveLength(1);
    expect(`'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'`).toBe(API_REFERENCE_STYLE_HASH);
  });
});
