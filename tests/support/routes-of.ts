/**
 * Every 'METHOD path' the Express app serves, read from the router itself (nested routers
 * included), for the tests that must decide something about every route: the access matrix
 * (tests/api/access-matrix.test.ts) and the good-standing table (tests/api/standing.test.ts).
 */
import type { Express } from 'express';
import { expect } from 'vitest';

export type RouteKey = string; // 'METHOD /path/:param'

type Layer = {
  name?: string;
  rawPath?: unknown;
  slash?: boolean;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
};

/** Joins a mount path and a route path the way Express does ('/' mounts add nothing). */
const join = (prefix: string, path: string) => `${prefix}${path === '/' && prefix ? '' : path}`.replace(/\/+/g, '/');

/** Every 'METHOD path' the app serves, walking nested routers (Express 5 keeps a mount's path in `rawPath`). */
export function routesOf(app: Express): RouteKey[] {
  const found: RouteKey[] = [];
  const visit = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          if (method === '_all') continue;
          found.push(`${method.toUpperCase()} ${join(prefix, layer.route.path)}`);
        }
        continue;
      }
      if (!Array.isArray(layer.handle.stack)) continue; // plain middleware
      // A nested router: its mount path must be recoverable, or the table would silently skip it.
      expect(typeof layer.rawPath, `router layer ${layer.name} under '${prefix}' has no recoverable mount path`).toBe(
        'string',
      );
      const mount = layer.slash ? '' : String(layer.rawPath);
      visit(layer.handle.stack, join(prefix, mount === '/' ? '' : mount));
    }
  };
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  visit(router.stack, '');
  return [...new Set(found)];
}
