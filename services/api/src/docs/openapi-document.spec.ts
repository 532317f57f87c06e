import { Validator } from '@seriousme/openapi-schema-validator';
import { ERROR_CODES } from '@nivasa/contracts/errors';
import { buildOpenApiDocument, openApiPath } from './openapi-document';
import type { DiscoveredRoute } from './route-discovery';
import { ROUTE_DOCS } from './route-docs';

const routes: DiscoveredRoute[] = [
  { method: 'GET', path: '/api/listing/get/:id', access: 'optional-session' },
  { method: 'POST', path: '/api/listing/create', access: 'signed-in' },
  { method: 'PATCH', path: '/api/listing/approve/:id', access: 'admin' },
];

describe('buildOpenApiDocument', () => {
  it('writes Express paths the OpenAPI way', () => {
    expect(openApiPath('/api/reviews/get-review/:listingId')).toBe('/api/reviews/get-review/{listingId}');
  });

  it('builds a valid OpenAPI 3.1 document whose operations say who may call them and how they refuse', async () => {
    const document = buildOpenApiDocument(routes, ROUTE_DOCS, '1.2.3');
    expect((await new Validator().validate(document)).valid).toBe(true);
    const approve = document.paths['/api/listing/approve/{id}']!['patch'] as { security: object[]; responses: Record<string, unknown> };
    expect(approve.security).toEqual([{ sessionCookie: [] }, { bearer: [] }]);
    expect(Object.keys(approve.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '429', '503']);
    const create = document.paths['/api/listing/create']!['post'] as { requestBody: unknown; responses: Record<string, unknown> };
    expect(create.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ListingInput' } } },
    });
    expect(Object.keys(create.responses)).toContain('201');
    const getOne = document.paths['/api/listing/get/{id}']!['get'] as { security: object[]; responses: Record<string, unknown> };
    // A visitor may call it: the empty requirement comes first.
    expect(getOne.security[0]).toEqual({});
    expect(getOne.responses['401']).toBeUndefined();
  });

  it('names only codes the API answers in what a refusal says', () => {
    const named = Object.values(ROUTE_DOCS).flatMap((doc) =>
      Object.values(doc.refusals ?? {}).flatMap((text) => [...text.matchAll(/`([A-Z][A-Z_]+)`/g)].map((match) => match[1])),
    );
    expect(named).toEqual(expect.arrayContaining(['EMAIL_TAKEN', 'USERNAME_TAKEN', 'CURRENT_PASSWORD_WRONG']));
    for (const code of named) expect(ERROR_CODES).toContain(code);
  });

  it('describes a request as sent and an answer as sent back', () => {
    const { components } = buildOpenApiDocument(routes, ROUTE_DOCS, '1.2.3') as unknown as {
      components: { schemas: Record<string, { properties: Record<string, object>; required?: string[] }> };
    };
    // The listing answered always carries its server-owned fields; the input never takes them.
    expect(components.schemas['Listing']!.required).toEqual(expect.arrayContaining(['_id', 'status', 'userRef']));
    expect(Object.keys(components.schemas['ListingInput']!.properties)).not.toContain('status');
  });

  it('refuses a route that has no docs, or docs that name other path parameters', () => {
    expect(() => buildOpenApiDocument([{ method: 'GET', path: '/api/nowhere', access: 'public' }], ROUTE_DOCS, '1')).toThrow(
      'Routes missing from ROUTE_DOCS: GET /api/nowhere',
    );
    expect(() =>
      buildOpenApiDocument(
        [{ method: 'GET', path: '/api/listing/get/:id', access: 'public' }],
        { 'GET /api/listing/get/:id': { ...ROUTE_DOCS['GET /api/listing/get/:id']!, params: {} } },
        '1',
      ),
    ).toThrow('describes parameters');
  });
});
