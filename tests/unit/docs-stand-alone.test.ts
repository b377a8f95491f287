/**
 * The docs and comments stand on their own: every file the docs name in backticks exists, nothing
 * in the docs or the code points at an issue number or a numbered spec section (a reader of the
 * repository has neither; a spec section is named by its title), and docs/architecture.md's
 * folder list is the repository's (scripts/folder-tree.ts; `npm run lint` checks it too).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentWithTree } from '../../scripts/folder-tree';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (doc: string) => readFileSync(path.join(ROOT, doc), 'utf8');
/** The word issue (or issues) before a number, with or without "#", and a section sign before a number. */
const POINTER = /\bissues? #?\d+|§ ?\d/i;
const SOURCES = execFileSync('git', ['ls-files', '-z', '--', 'api', 'web', 'shared', 'scripts', 'tests'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => /\.(ts|tsx|mjs|js|sql|css|html)$/.test(file) && existsSync(path.join(ROOT, file)));

/** `api/…`, `web/…` and the like in backticks, without globs, placeholders or anchors. */
function namedFiles(text: string): string[] {
  const named: string[] = [];
  for (const [, mention] of text.matchAll(/`((?:api|web|shared|scripts|tests|docs)\/[^`\s]*)`/g)) {
    if (!mention || /[*<>{}…]/.test(mention)) continue;
    named.push(mention.replace(/[/,.;:]+$/, '').split(/[#:]/)[0]!);
  }
  return named;
}

/**
 * A file or folder of the repository; what the test runs make (screenshots, reports) lives under
 * tests/artifacts/, which is git-ignored and absent from a clean clone until the e2e suite has run.
 */
const exists = (file: string) =>
  file.startsWith('tests/artifacts/') ||
  ['', '.ts', '.tsx'].some((ending) => existsSync(path.join(ROOT, file + ending)));

describe('the docs stand on their own', () => {
  it.each(DOCS)('%s names only files that exist', (doc) => {
    expect(namedFiles(read(doc)).filter((file) => !exists(file))).toEqual([]);
  });

  it.each(DOCS)('%s points at no issue number or numbered spec section', (doc) => {
    const lines = read(doc).split('\n');
    expect(lines.filter((line) => POINTER.test(line))).toEqual([]);
  });

  it('no source file points at an issue number or numbered spec section', () => {
    const pointers = SOURCES.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (POINTER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(pointers).toEqual([]);
  });

  it('lists the folders as they are (npx tsx scripts/folder-tree.ts --write)', () => {
    const document = read('docs/architecture.md');
    expect(documentWithTree(document) === document).toBe(true);
  });
});
