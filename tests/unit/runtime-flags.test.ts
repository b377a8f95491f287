/**
 * Production runs the compiled server with the same Node flags wherever it starts: the Procfile's
 * web and worker processes and `npm start`. The flags bound V8's young generation and heap growth,
 * which halve a process's memory (docs/operations.md § Memory); a start command without them
 * silently doubles it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const flagsOf = (command: string) => command.match(/\bnode ((?:--[\w-]+=\S+ )*)dist-server\/server\.js/)?.[1]?.trim();

describe('the production start commands', () => {
  const procfile = readFileSync(path.join(ROOT, 'Procfile'), 'utf8');
  const start = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } })
    .scripts.start;

  it('bound the young generation and the heap growth', () => {
    expect(flagsOf(start)).toMatch(/--max-semi-space-size=\d+/);
    expect(flagsOf(start)).toMatch(/--heap-growing-percent=\d+/);
  });

  it.each(['web', 'worker'])('the Procfile’s %s process runs with the flags npm start uses', (role) => {
    const line = procfile.split('\n').find((l) => l.startsWith(`${role}:`));
    expect(line, `a ${role} line`).toBeDefined();
    expect(flagsOf(line!)).toBe(flagsOf(start));
  });
});
