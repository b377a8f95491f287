/**
 * Before the end-to-end suite: build the PWA into dist/ (the API serves it) and find Chromium.
 * Without Chromium the suite is skipped with a clear message — unless REQUIRE_E2E=1 (CI),
 * where a missing browser is a failure, never a silent skip.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BUILT = Symbol.for('recruiter-connect.e2e-built');
const processGlobals = globalThis as { [BUILT]?: boolean };

export default function setup() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    const message = `Chromium not found at ${chromium}: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH).`;
    if (process.env.REQUIRE_E2E === '1') throw new Error(message);
    console.warn(`\n*** End-to-end tests SKIPPED: ${message}\n`);
    process.env.E2E_SKIP_REASON = message;
    return;
  }
  // Both end-to-end projects run this set-up in the one Vitest process: build once.
  if (process.env.E2E_SKIP_BUILD !== '1' && !processGlobals[BUILT]) {
    processGlobals[BUILT] = true;
    // The very build `npm start` makes, with vitest's NODE_ENV=test left in the environment: the
    // journeys (the service worker, installability, offline) prove that `npm run build` makes the
    // production PWA whatever NODE_ENV the shell has — a development build has no service worker.
    execFileSync('npm', ['run', '-s', 'build', '--', '--logLevel', 'warn'], { stdio: 'inherit', env: process.env });
  }
}
