/**
 * Renders the PWA's PNG icons from web/public/icon.svg with Debian's Chromium (playwright-core),
 * so no image tool is needed. Run once after changing the logo: `npx tsx scripts/make-icons.ts`.
 * The PNGs are committed under web/public/icons/; the build only copies them.
 *
 * - icon-{192,512}.png: the logo as it is (rounded square, transparent corners), purpose "any".
 * - maskable-{192,512}.png: full-bleed brand background with the figures inside the central 80 %
 *   safe zone, purpose "maskable" (Android crops these to its own shape).
 * - apple-touch-icon.png (180): opaque, like the maskable art; iOS rounds the corners itself.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'web/public/icons');
const BRAND = '#0b4f8a';
const svg = readFileSync(path.join(ROOT, 'web/public/icon.svg'), 'utf8');
// The figures of the logo without its rounded background square.
const figures = svg
  .replace(/<rect[^>]*\/>/, '')
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '');

/** The maskable art: a square background and the figures scaled into the safe zone. */
function maskableSvg(scale: number): string {
  const offset = (64 - 64 * scale) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${figures}</g></svg>`
  );
}

const ICONS: Array<{ file: string; size: number; art: string }> = [
  { file: 'icon-192.png', size: 192, art: svg },
  { file: 'icon-512.png', size: 512, art: svg },
  { file: 'maskable-192.png', size: 192, art: maskableSvg(0.7) },
  { file: 'maskable-512.png', size: 512, art: maskableSvg(0.7) },
  { file: 'apple-touch-icon.png', size: 180, art: maskableSvg(0.8) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(OUT, { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const art = icon.art.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${art}`,
    );
    await page.screenshot({ path: path.join(OUT, icon.file), omitBackground: true });
    await page.close();
    console.log(`web/public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
