/**
 * The OpenAPI 3.1 document (GET /api/openapi.json, api/openapi/document.ts) and the router agree:
 * every route the app serves is documented, every documented operation is served, and each
 * operation says what a personal API token may do with it as api/auth/token-scopes.ts decides.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../api/app';
import { TOKEN_RULES } from '../../api/auth/token-scopes';
import { ROUTE_DOCS } from '../../api/openapi/routes';
import { ZApiTokenCreateSchema } from '../../shared/schemas/api-token';
import { routesOf } from '../support/routes-of';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer();
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

type Operation = {
  security: Array<Record<string, string[]>>;
  'x-token-scope': string;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  parameters?: Array<{ name: string; in: string }>;
};
type Document = { openapi: string; paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };

/** 'GET /api/jobs/:uid' for each operation of the document. */
const documentedRoutes = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    ),
  );

describe('the OpenAPI document', () => {
  it('documents every route the router serves, and only those', async () => {
    const res = await server.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as Document;
    expect(doc.openapi).toBe('3.1.0');
    const { app, close } = createApp(server.ctx);
    const served = routesOf(app);
    await close();
    const documented = documentedRoutes(doc);
    expect(
      served.filter((key) => !documented.includes(key)),
      'routes missing from api/openapi/routes.ts',
    ).toEqual([]);
    expect(
      documented.filter((key) => !served.includes(key)),
      'documented routes the router does not serve',
    ).toEqual([]);
    expect(new Set(ROUTE_DOCS.map((d) => d.key)).size, 'a route documented twice').toBe(ROUTE_DOCS.length);
  });

  it('describes bodies with the schemas the routes validate with, and what a token may do', async () => {
    const doc = (await server.client().get('/api/openapi.json')).body as Document;
    const create = doc.paths['/api/me/tokens']!.post!;
    expect(create.requestBody!.content['application/json']!.schema).toEqual(
      (({ $schema: _ignored, ...rest }) => rest)(
        z.toJSONSchema(ZApiTokenCreateSchema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as {
          $schema?: string;
        },
      ),
    );
    expect(create.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/jobs']!.post!.security).toEqual([{ session: [] }, { token: ['listings:write'] }]);
    expect(doc.paths['/api/jobs']!.get!.parameters!.map((p) => p.name)).toContain('q');
    expect(doc.paths['/api/matches']!.post!.security).toEqual([{ session: [] }, { token: ['proposals:write'] }]);
    expect(doc.paths['/api/admin/tokens']!.get!['x-token-scope']).toBe('forbidden');
    expect(doc.paths['/api/lookups']!.get!.security).toEqual([]);
    // The bulk import's upload is the one multipart body: its form fields and the file.
    const importUpload = doc.paths['/api/imports']!.post!.requestBody!.content['multipart/form-data']!.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(importUpload.properties).sort()).toEqual(['file', 'kind']);
    // Every operation's token rule is the table's.
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        expect(op['x-token-scope'], key).toBe(TOKEN_RULES[key] ?? 'forbidden');
        // JSON, or a file upload's multipart form.
        const body = Object.values(op.requestBody?.content ?? {})[0]?.schema;
        if (body) expect(typeof body === 'object' && Object.keys(body).length > 0, key).toBe(true);
      }
    }
  });
});
