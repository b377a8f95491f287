/**
 * The PWA's page (dist/index.html) as served for each path, with the first screen's code named up
 * front. A screen is a lazy chunk found only once the entry script has run (and, signed in, once
 * the signed-in routes chunk has too): on a phone each of those steps is a network round trip
 * before anything shows. `<link rel="modulepreload">` for the path's chunks (and a preload of
 * their styles) lets the browser fetch them all with the entry script. Chunks come from Vite's
 * build manifest (dist/.vite/manifest.json), so the names are always the build's own; which screen
 * a path shows is the one table kept by hand, api/web/first-screens.ts.
 *
 * They are fetched at low priority: the page's own style sheet and the entry script come first, so
 * the bar in the page's markup paints as soon as that style sheet is here instead of after every
 * chunk (a browser holds low-priority fetches back only until the head's blocking files have
 * arrived). On a simulated phone this took Lighthouse's first paint on /jobs from 2.4 s to ~1 s
 * (docs/performance.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREENS } from './first-screens';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/**
 * A chunk and everything it imports statically (what the browser loads with it), as manifest
 * keys, added to `into`. Keys missing from the manifest are skipped.
 */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (into.has(key) || !chunk) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The files (scripts, styles) a path's first screen needs beyond what the page already loads. */
export function firstScreenFiles(manifest: Manifest, pathname: string): { scripts: string[]; styles: string[] } {
  const screen = FIRST_SCREENS.find((s) => s.path.test(pathname));
  if (!screen) return { scripts: [], styles: [] };
  // The entry and its static imports are in the page already.
  const alreadyLoaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) staticClosure(manifest, key, alreadyLoaded);
  const needed = new Set<string>();
  for (const module of screen.modules) staticClosure(manifest, module, needed);
  const chunks = [...needed].filter((key) => !alreadyLoaded.has(key)).map((key) => manifest[key]!);
  return {
    scripts: chunks.map((chunk) => chunk.file),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

/** The page with the first screen's files named before `</head>`. */
export function withFirstScreenFiles(html: string, files: { scripts: string[]; styles: string[] }): string {
  const links = [
    ...files.scripts.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
    ...files.styles.map((file) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${file}">`),
  ];
  return links.length ? html.replace('</head>', `${links.join('')}</head>`) : html;
}

/** Reads the build once; `pageFor(pathname)` is then a lookup (pages are cached per screen). */
export function webShell(distDir: string): { pageFor(pathname: string): string } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    // A build without a manifest still serves; its screens are found by the app as usual.
  }
  const pages = new Map<RegExp | null, string>();
  return {
    pageFor(pathname) {
      const key = FIRST_SCREENS.find((s) => s.path.test(pathname))?.path ?? null;
      let page = pages.get(key);
      if (page === undefined) {
        page = withFirstScreenFiles(html, firstScreenFiles(manifest, pathname));
        pages.set(key, page);
      }
      return page;
    },
  };
}
