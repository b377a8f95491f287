/**
 * `npm start` (first half): builds only what changed since the last build — the PWA into dist/
 * (some 16 s) and the server into dist-server/ (a few seconds) — and nothing when both are newer
 * than every file they are made from, so a restart does not wait for a build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const COMMON = ['shared', 'package.json', 'package-lock.json'];
const PARTS = [
  {
    name: 'the PWA',
    output: 'dist/index.html',
    inputs: [...COMMON, 'web', 'vite.config.ts'],
    command: ['npx', ['vite', 'build']],
    env: { NODE_ENV: 'production' },
  },
  {
    name: 'the server',
    output: 'dist-server/server.js',
    inputs: [...COMMON, 'api', 'scripts/build-server.mjs'],
    command: [process.execPath, ['scripts/build-server.mjs']],
    env: {},
  },
];

/** The newest modification time of a file or anything in a folder. */
function newest(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((latest, name) => Math.max(latest, newest(path.join(entry, name))), stat.mtimeMs);
}

for (const part of PARTS) {
  const output = path.join(root, part.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...part.inputs.map(newest));
  if (builtAt > changedAt) {
    console.log(`Build of ${part.name} is current.`);
    continue;
  }
  console.log(`Building ${part.name}…`);
  const [command, args] = part.command;
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...part.env } });
}
