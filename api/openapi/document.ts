/**
 * The OpenAPI 3.1 document of the API, GET /api/openapi.json (docs/api-tokens.md § Reference):
 * built once per process from the route list (routes.ts) and the zod schemas the routes validate
 * with (shared/schemas), turned into JSON Schema 2020-12 by zod itself (z.toJSONSchema), which is
 * OpenAPI 3.1's own dialect. Who may call each route comes from the same places the app decides
 * it: routes.ts (anyone, a member, an administrator) and api/auth/token-scopes.ts (whether a
 * personal API token may, and with which scope).
 */
import { z } from 'zod';
import { TOKEN_RULES, tokenRuleFor } from '../auth/token-scopes';
import { API_TOKEN_MESSAGES, API_TOKEN_SCOPE_LABELS, API_TOKEN_SCOPES } from '../../shared/rules/api-tokens';
import { ROUTE_DOCS, type RouteDoc } from './routes';

type JsonObject = Record<string, unknown>;

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['title', 'message'],
      properties: { title: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } },
    },
  },
};

/** A request schema as JSON Schema (the input side: what a client sends, before transforms). */
function jsonSchemaOf(schema: z.ZodType): JsonObject {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonObject;
  delete json.$schema;
  return json;
}

/** '/api/jobs/:uid' → '/api/jobs/{uid}', and its path parameters. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:(\w+)/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

function queryParameters(schema: z.ZodType): JsonObject[] {
  const json = jsonSchemaOf(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function security(doc: RouteDoc, method: string, path: string): JsonObject[] {
  if (doc.access === 'anyone') return [];
  const rule = path.startsWith('/api/') ? tokenRuleFor(method, path) : 'forbidden';
  const session = { session: [] };
  if (doc.access === 'admin' || rule === 'forbidden' || rule === 'any') return [session];
  return [session, { token: [rule] }];
}

function operation(doc: RouteDoc): { method: string; path: string; operation: JsonObject } {
  const [method = '', routePath = ''] = doc.key.split(' ');
  const { path, params } = openApiPath(routePath);
  const rule = TOKEN_RULES[doc.key] ?? 'forbidden';
  const parameters = [
    ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...(doc.query ? queryParameters(doc.query) : []),
  ];
  const [okStatus, okDescription] = doc.ok ?? [200, 'Done'];
  const tokenNote =
    doc.access === 'anyone'
      ? 'Anyone.'
      : doc.access === 'admin' || rule === 'forbidden' || routePath.startsWith('/api/admin')
        ? `${doc.access === 'admin' ? 'Administrators' : 'A signed-in member'}, with a session only; a personal API token is refused (403 '${API_TOKEN_MESSAGES.forbiddenRoute}').`
        : rule === 'any'
          ? 'A signed-in member; any personal API token.'
          : `A signed-in member, or a personal API token with the \`${rule}\` scope.`;
  const op: JsonObject = {
    operationId: `${method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: doc.summary,
    description: tokenNote,
    tags: [doc.tag],
    security: security(doc, method, routePath.replace(/:\w+/g, 'x')),
    'x-token-scope': rule,
    responses: {
      [String(okStatus)]: { description: okDescription },
      default: {
        description: 'An error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
  if (parameters.length) op.parameters = parameters;
  if (doc.body) {
    const schema = jsonSchemaOf(doc.body);
    // A file upload: the form's text fields, and the file itself as binary.
    if (doc.bodyType === 'multipart/form-data')
      schema.properties = { ...(schema.properties as JsonObject), file: { type: 'string', format: 'binary' } };
    op.requestBody = { required: true, content: { [doc.bodyType ?? 'application/json']: { schema } } };
  }
  return { method: method.toLowerCase(), path, operation: op };
}

export function buildOpenApiDocument(): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const doc of ROUTE_DOCS) {
    const { method, path, operation: op } = operation(doc);
    (paths[path] ??= {})[method] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Recruiter Connect API',
      version: '1',
      description:
        'The JSON API of Recruiter Connect. Sign in with the session cookie (the PWA) or send a personal API token ' +
        'as `Authorization: Bearer rc_pat_…` (My Account → API tokens). Errors are `{ error: { title, message, field? } }`.',
    },
    servers: [{ url: '/' }],
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: [...new Set(ROUTE_DOCS.map((doc) => doc.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'rc.sid',
          description: 'The PWA’s session (`__Host-rc.sid` in production).',
        },
        token: {
          type: 'http',
          scheme: 'bearer',
          description: `A personal API token (rc_pat_…). Scopes: ${API_TOKEN_SCOPES.map((s) => `\`${s}\` — ${API_TOKEN_SCOPE_LABELS[s]}`).join('; ')}.`,
        },
      },
    },
  };
}

let built: JsonObject | undefined;

/** The document, built on first use (about a hundred schemas: a few milliseconds) and kept. */
export function openApiDocument(): JsonObject {
  return (built ??= buildOpenApiDocument());
}
