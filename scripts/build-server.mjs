/**
 * `npm run build` (second half): the server compiled to JavaScript in dist-server/, so production
 * runs `node dist-server/server.js` instead of compiling TypeScript through tsx at every start
 * (seconds of start-up and about twice the memory per process, docs/performance.md).
 *
 * One ES module bundle of api/ and shared/ (the packages stay in node_modules, imported as they
 * are), split where api/server.ts loads the app lazily, so a refused start stays quick. Paths the
 * code makes from its own file's place resolve the same from dist-server/ as from api/: the PWA's
 * dist/ is a sibling of both, and the migrations are copied beside the bundle.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist-server');

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(root, 'api/server.ts') },
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  // The oldest Node the product runs on (api/node-version.ts): it checks and says so itself.
  target: 'node22.13',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // Chunks beside server.js (not in a subfolder), so `../dist` and `./migrations` mean the same from each.
  chunkNames: '[name]-[hash]',
});
cpSync(path.join(root, 'api/db/migrations'), path.join(out, 'migrations'), { recursive: true });
console.log('Server built into dist-server/');
