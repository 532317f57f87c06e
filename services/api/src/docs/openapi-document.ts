import * as z from 'zod/mini';
import { DOC_SCHEMAS, type DocSchemaName } from './doc-schemas';
import type { DiscoveredRoute, RouteAccess } from './route-discovery';
import type { RouteDoc } from './route-docs';

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Record<string, unknown>>> };

const OBJECT_ID = { type: 'string', pattern: '^[0-9a-f]{24}$' };
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonContent = (schema: object) => ({ 'application/json': { schema } });
const errorResponse = (description: string) => ({ description, content: jsonContent(ref('ApiError')) });

/** JSON Schema of one of our schemas, without its dialect line (OpenAPI 3.1's is the default). */
function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const ACCESS_TEXT: Record<RouteAccess, string> = {
  public: 'Anyone.',
  'optional-session': 'Anyone; a session, when sent, may change the answer (an owner or admin sees more).',
  'signed-in': 'Signed-in users (the session cookie, or a Bearer token).',
  admin: 'Admins only.',
};

const SECURITY: Record<RouteAccess, object[] | undefined> = {
  public: [],
  'optional-session': [{}, { sessionCookie: [] }, { bearer: [] }],
  'signed-in': [{ sessionCookie: [] }, { bearer: [] }],
  admin: [{ sessionCookie: [] }, { bearer: [] }],
};

function queryParameters(name: DocSchemaName): object[] {
  const schema = jsonSchemaOf(DOC_SCHEMAS[name], 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([property, propertySchema]) => ({
    name: property,
    in: 'query',
    required: required.has(property),
    schema: propertySchema,
  }));
}

function responsesOf(route: DiscoveredRoute, doc: RouteDoc): Record<string, object> {
  const { response } = doc;
  const content = response.image
    ? { 'image/webp': { schema: { type: 'string', format: 'binary' } } }
    : response.html
      ? { 'text/html': { schema: { type: 'string' } } }
      : jsonContent(response.schema ? ref(response.schema) : { type: 'object' });
  // A tus answer (resumable uploads) says everything in its headers.
  const success = response.status === 204 ? { description: response.description } : { description: response.description, content };
  const responses: Record<string, object> = { [String(response.status ?? 200)]: success };
  const takesInput = doc.params !== undefined || doc.query !== undefined || doc.body !== undefined;
  if (takesInput) responses['400'] = errorResponse('A parameter or body field is refused; `errors` names each field.');
  if (route.access === 'signed-in' || route.access === 'admin')
    responses['401'] = errorResponse('No session, or one that no longer holds.');
  const forbidden = [
    route.access === 'admin' ? 'Not an admin.' : undefined,
    WRITE_METHODS.has(route.method) ? 'A cross-site request (its Origin is not the site).' : undefined,
  ].filter(Boolean);
  if (forbidden.length > 0) responses['403'] = errorResponse(forbidden.join(' '));
  for (const [status, description] of Object.entries(doc.refusals ?? {})) {
    const shared = status === '400' || status === '403' ? (responses[status] as { description: string } | undefined) : undefined;
    responses[status] = errorResponse(shared ? `${shared.description} ${description}` : description);
  }
  if (WRITE_METHODS.has(route.method)) responses['429'] = errorResponse('Too many requests; `Retry-After` says when to try again.');
  responses['503'] = errorResponse('The database is unavailable; try again shortly.');
  return responses;
}

function operationOf(route: DiscoveredRoute, doc: RouteDoc): Record<string, unknown> {
  const pathParameters = Object.entries(doc.params ?? {}).map(([name, param]) => ({
    name,
    in: 'path',
    required: true,
    description: param.description,
    schema: param.token
      ? { type: 'string', maxLength: 256 }
      : param.pattern
        ? { type: 'string', pattern: param.pattern.source }
        : OBJECT_ID,
  }));
  const parameters = [...pathParameters, ...(doc.query ? queryParameters(doc.query) : [])];
  const requestBody =
    doc.body === 'image-upload'
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } },
            },
          },
        }
      : doc.body === 'upload-bytes'
        ? { required: true, content: { 'application/offset+octet-stream': { schema: { type: 'string', format: 'binary' } } } }
        : doc.body
          ? { required: true, content: jsonContent(ref(doc.body)) }
          : undefined;
  return {
    tags: [doc.tag],
    summary: doc.summary,
    description: `Who may call it: ${ACCESS_TEXT[route.access]}`,
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
    security: SECURITY[route.access],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(route, doc),
  };
}

/** `/api/listing/get/:id` as OpenAPI writes it: `/api/listing/get/{id}`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * The OpenAPI 3.1 description of these routes, from their docs and the contracts' schemas. A route
 * without docs, or docs naming a path parameter the route lacks, is a bug in this table: it throws.
 */
export function buildOpenApiDocument(
  routes: readonly DiscoveredRoute[],
  docs: Readonly<Record<string, RouteDoc>>,
  version: string,
): OpenApiDocument {
  const undocumented = routes.map((route) => `${route.method} ${route.path}`).filter((key) => !docs[key]);
  if (undocumented.length > 0) throw new Error(`Routes missing from ROUTE_DOCS: ${undocumented.join(', ')}`);
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const doc = docs[`${route.method} ${route.path}`]!;
    const named = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
    const described = Object.keys(doc.params ?? {}).sort();
    if (named.join() !== described.join())
      throw new Error(`ROUTE_DOCS for ${route.method} ${route.path} describes parameters ${described.join()}`);
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operationOf(route, doc);
  }
  // What a caller sends is described as sent (before the API's own trimming and defaults), answers as sent back.
  const requests = new Set(Object.values(docs).flatMap((doc) => [doc.query, doc.body]));
  const schemas = Object.fromEntries(
    (Object.keys(DOC_SCHEMAS) as DocSchemaName[]).map((name) => [
      name,
      jsonSchemaOf(DOC_SCHEMAS[name], requests.has(name) ? 'input' : 'output'),
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nivasa API',
      version,
      description:
        "Rooms, annexes, hostels and houses to rent or buy in Sri Lanka. Browsers call it on the site's own origin with the httpOnly session cookie; every write that carries the cookie must come from the site (its Origin is checked). Every refusal is `ApiError`: a stable `code` to choose by, and a `message` to show. Send `Accept-Language` (`si`, `ta` or `en`, q-values honoured, `si-LK` counts as `si`) to have every `message`, and the `message` of each field error, in Sinhala, Tamil or English (the default for any other language); codes, fields and params never change, and such answers carry `Content-Language` and `Vary: Accept-Language`.",
    },
    servers: [{ url: '/' }],
    tags: [...new Set(Object.values(docs).map((doc) => doc.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'access_token', description: 'Set by sign-in; httpOnly.' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The same token, for clients without cookies.' },
      },
    },
  };
}
