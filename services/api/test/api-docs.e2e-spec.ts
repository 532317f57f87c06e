import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { useWorld } from './support/actors';
import { registeredRoutes, routeKey } from './support/routes';
import { ROUTE_CASES } from './support/route-walk';

interface Operation {
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

/** `/api/listing/get/{id}` back to Express's `/api/listing/get/:id`. */
const expressPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

describe('the API description: /api/docs/openapi.json and /api/docs', () => {
  const { app } = useWorld();
  let document: Document;

  beforeAll(async () => {
    const response = await request(app().getHttpServer()).get('/api/docs/openapi.json').expect(200);
    document = response.body as Document;
  });

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${expressPath(path)}`, operation })),
    );

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect((document as unknown as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('describes every route the app serves, and no other', () => {
    expect(
      operations()
        .map(({ key }) => key)
        .sort(),
    ).toEqual(registeredRoutes(app()).map(routeKey).sort());
  });

  it('says who may call each route as the route enforces it: a visitor refused 401 needs a session, a user refused 403 is no admin', () => {
    const security = new Map(operations().map(({ key, operation }) => [key, operation.security]));
    for (const { key, routeCase } of ROUTE_CASES) {
      const schemes = security.get(key)!;
      const sessionRequired = schemes.length > 0 && schemes.every((scheme) => Object.keys(scheme).length > 0);
      if (routeCase.expect.visitor === 401) expect({ key, sessionRequired }).toEqual({ key, sessionRequired: true });
      if (routeCase.expect.visitor === 200) expect({ key, sessionRequired }).toEqual({ key, sessionRequired: false });
    }
  });

  it('gives every refusal the error shape, with its code, and every named schema a definition', () => {
    const defined = new Set(Object.keys(document.components.schemas));
    for (const { key, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const references = Object.values(response.content ?? {}).map(({ schema }) => schema.$ref?.split('/').pop());
        if (Number(status) >= 400) expect({ key, status, references }).toEqual({ key, status, references: ['ApiError'] });
        for (const name of references) if (name) expect({ key, name, defined: defined.has(name) }).toEqual({ key, name, defined: true });
      }
    }
    expect(document.components.schemas['ApiError']).toMatchObject({ required: expect.arrayContaining(['code', 'message']) });
  });

  it('names every path parameter of every route', () => {
    for (const { key, operation } of operations()) {
      const named = [...key.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
      const described = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name)
        .sort();
      expect({ key, described }).toEqual({ key, described: named });
    }
  });

  it('serves a reference page that lists every operation, with no script and only its own style', async () => {
    const response = await request(app().getHttpServer()).get('/api/docs').expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; frame-ancestors 'none'$/);
    expect(response.text).not.toContain('<script');
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) expect(response.text).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
    }
  });
});
