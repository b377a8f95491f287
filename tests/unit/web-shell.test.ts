/**
 * api/web/shell.ts: the page names the first screen's chunks up front (modulepreload), from Vite's
 * build manifest, and never the ones the page loads already.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from '../../api/web/first-screens';
import { firstScreenFiles, withFirstScreenFiles, type Manifest } from '../../api/web/shell';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_jsx.js', '_footer.js'],
    css: ['assets/index-1.css'],
  },
  '_jsx.js': { file: 'assets/jsx-1.js' },
  '_footer.js': { file: 'assets/footer-1.js', imports: ['_jsx.js'] },
  '_query.js': { file: 'assets/query-1.js', imports: ['_jsx.js'] },
  '_listing-screen.js': {
    file: 'assets/listing-screen-1.js',
    imports: ['_query.js', '_jsx.js'],
    css: ['assets/form-1.css'],
  },
  'src/routes/signed-in-routes.tsx': {
    file: 'assets/signed-in-1.js',
    imports: ['index.html', '_query.js', '_footer.js'],
    css: ['assets/listings-1.css'],
  },
  'src/offline/query-cache.ts': { file: 'assets/query-cache-1.js' },
  'src/routes/listings/ListingScreen.tsx': {
    file: 'assets/ListingScreen-1.js',
    imports: ['_listing-screen.js', 'src/routes/signed-in-routes.tsx'],
  },
  'src/routes/public/Home.tsx': { file: 'assets/Home-1.js', imports: ['_footer.js'] },
};

describe('the first screen named up front', () => {
  it('names a signed-in list (bundled with the signed-in routes) with their chunks and styles, not the entry’s', () => {
    for (const path of ['/jobs', '/candidates', '/dashboard']) {
      const files = firstScreenFiles(manifest, path);
      expect(files.scripts.sort(), path).toEqual([
        'assets/query-1.js',
        'assets/query-cache-1.js',
        'assets/signed-in-1.js',
      ]);
      expect(files.styles, path).toEqual(['assets/listings-1.css']);
    }
  });

  it('names a listing’s own chunks with the signed-in routes', () => {
    for (const path of ['/jobs/9b2f', '/candidates/9b2f', '/candidates/add']) {
      const files = firstScreenFiles(manifest, path);
      expect(files.scripts.sort(), path).toEqual(
        [
          'assets/ListingScreen-1.js',
          'assets/listing-screen-1.js',
          'assets/query-1.js',
          'assets/query-cache-1.js',
          'assets/signed-in-1.js',
        ].sort(),
      );
      expect(files.styles.sort(), path).toEqual(['assets/form-1.css', 'assets/listings-1.css']);
    }
  });

  it('names only the page chunk for a public page', () => {
    expect(firstScreenFiles(manifest, '/home')).toEqual({ scripts: ['assets/Home-1.js'], styles: [] });
  });

  it('names nothing for other paths or a screen missing from the build', () => {
    expect(firstScreenFiles(manifest, '/account/general')).toEqual({ scripts: [], styles: [] });
    expect(firstScreenFiles(manifest, '/jobs/x/y')).toEqual({ scripts: [], styles: [] });
    // A build without the listing screen: only the signed-in routes it shares are named.
    const { 'src/routes/listings/ListingScreen.tsx': _listingScreen, ...withoutListingScreen } = manifest;
    expect(firstScreenFiles(withoutListingScreen, '/candidates/9b2f').scripts.sort()).toEqual([
      'assets/query-1.js',
      'assets/query-cache-1.js',
      'assets/signed-in-1.js',
    ]);
  });

  it('puts the links in the head, and leaves a page with nothing to add as it was', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const page = withFirstScreenFiles(html, { scripts: ['assets/a.js'], styles: ['assets/b.css'] });
    expect(page).toBe(
      '<html><head><title>x</title><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js"><link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/b.css"></head><body></body></html>',
    );
    expect(withFirstScreenFiles(html, { scripts: [], styles: [] })).toBe(html);
  });

  it('names screens the router really lazy-loads', () => {
    const web = path.resolve(import.meta.dirname, '../../web');
    const routers = ['src/router.tsx', 'src/routes/signed-in-routes.tsx']
      .map((file) => readFileSync(path.join(web, file), 'utf8'))
      .join('\n');
    for (const module of new Set(FIRST_SCREENS.flatMap((screen) => screen.modules))) {
      expect(existsSync(path.join(web, module)), module).toBe(true);
      const specifier = `./${path.basename(module).replace(/\.tsx?$/, '')}'`;
      if (module.startsWith('src/routes/') && !module.endsWith('signed-in-routes.tsx')) {
        expect(routers.includes(specifier.replace('./', '/')) || routers.includes(specifier), module).toBe(true);
      }
    }
  });
});
