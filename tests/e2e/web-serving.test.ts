/**
 * How the built PWA is served (api/app.ts, api/web/shell.ts): compressed when the browser accepts
 * it, hashed assets cached for a year and the shell always revalidated, and each landing page
 * naming its first screen's chunks (modulepreload) from the build manifest. Runs in the e2e
 * project, whose global setup builds dist/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST } from '../../api/app';
import type { Manifest } from '../../api/web/shell';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer({ env: { SERVE_WEB: 'true' } });
let manifest: Manifest;

beforeAll(async () => {
  manifest = JSON.parse(readFileSync(path.join(WEB_DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
});

const get = (pathname: string, encoding = 'gzip, br') =>
  fetch(`${server.url}${pathname}`, { headers: { 'accept-encoding': encoding } });
const fileOf = (source: string) => `/${manifest[source]!.file}`;

describe('serving the PWA', () => {
  it('names the signed-in chunk in /jobs, a listing’s chunk in /jobs/:uid and the home chunk in /home, each once', async () => {
    const jobs = await (await get('/jobs')).text();
    const signedIn = `<link rel="modulepreload" fetchpriority="low" crossorigin href="${fileOf('src/routes/signed-in-routes.tsx')}">`;
    expect(jobs.split(signedIn)).toHaveLength(2);
    const listing = await (await get('/jobs/9b2f4c1e-0000-4000-8000-000000000000')).text();
    for (const source of ['src/routes/signed-in-routes.tsx', 'src/routes/listings/ListingScreen.tsx']) {
      const link = `<link rel="modulepreload" fetchpriority="low" crossorigin href="${fileOf(source)}">`;
      expect(listing.split(link)).toHaveLength(2);
    }
    // The entry is loaded by its own script tag, not named twice.
    expect(jobs).not.toContain(
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="${fileOf('index.html')}">`,
    );
    const home = await (await get('/home')).text();
    expect(home).toContain(
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="${fileOf('src/routes/public/Home.tsx')}">`,
    );
    expect(home).not.toContain(fileOf('src/routes/signed-in-routes.tsx'));
  });

  it('compresses the page and scripts when accepted, and not otherwise', async () => {
    const page = await get('/jobs');
    expect(page.headers.get('content-encoding')).toMatch(/^(gzip|br)$/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = await get(fileOf('index.html'), 'gzip');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Compressed at build time (brotli preferred), not per request: the bytes are the build's copy.
    const entry = path.join(WEB_DIST, manifest['index.html']!.file);
    const brotli = await get(fileOf('index.html'), 'gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(brotli.headers.get('content-length'))).toBe(readFileSync(`${entry}.br`).length);
    expect(Number(script.headers.get('content-length'))).toBe(readFileSync(`${entry}.gz`).length);
    expect(await brotli.text()).toBe(readFileSync(entry, 'utf8'));
    const plain = await get(fileOf('index.html'), 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.arrayBuffer()).byteLength).toBe(
      readFileSync(path.join(WEB_DIST, manifest['index.html']!.file)).length,
    );
  });

  it('keeps the service worker fresh and the build manifest private', async () => {
    const sw = await get('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const buildManifest = await get('/.vite/manifest.json');
    expect(buildManifest.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
