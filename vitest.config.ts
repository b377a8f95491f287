import { defineConfig } from 'vitest/config';
import { assertSupportedNode } from './api/node-version.ts';

// The suites run on the Node the product runs on (npm test uses node_modules/.bin/node, Node 24).
assertSupportedNode();

// Three suites: fast pure unit tests, API tests over real HTTP against a real database,
// and end-to-end journeys in Debian's Chromium. `npm test` runs all three.
//
// A fourth, the fault tests (docs/reliability.md: the app as child processes, a private
// PostgreSQL cluster that is restarted, SIGKILL/SIGTERM), is not part of `npm test`: the
// project exists only when asked for — `vitest run --project faults`, as .ci/run does after
// the PostgreSQL API suite (or RUN_FAULTS=1).
const wantsFaults =
  process.argv.some((arg) => arg === 'faults' || arg === '--project=faults') || process.env.RUN_FAULTS === '1';

/** End-to-end files that share the service worker with every browser: run alone, after the rest. */
const E2E_ALONE = [
  'tests/e2e/pwa.test.ts',
  'tests/e2e/offline-drafts.test.ts',
  'tests/e2e/push-actions.test.ts',
  'tests/e2e/web-serving.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Projects run in this order: unit, then API, then end-to-end.
          sequence: { groupOrder: 0 },
          // Pure functions: the files share one process instead of each importing its modules into
          // a fresh one (932 tests: 4 s of CPU instead of 12 s, docs/testing.md). A file that
          // changes process-wide state (process.env.TZ, the app clock) puts it back after itself.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own database (a copy of the one migrated once for the run, see
          // tests/support/template-database.ts), app and SMTP sink. A file mostly waits (on its
          // database, its queue, a poll), so four at a time keep two cores busy: on PGlite the
          // project took 279 s at 181 % CPU against 370 s at 126 % with two (docs/testing.md).
          maxWorkers: 4,
          globalSetup: ['tests/support/template-database.ts'],
          // A worker imports the app once and runs file after file with it, instead of importing
          // it again for each file (5–11 s of CPU each, about half of an API file's CPU;
          // docs/testing.md). Each file still has its own server, database and SMTP sink; the app
          // keeps its per-server state keyed by the server's context, and between-files.ts puts
          // the app clock back before every file.
          isolate: false,
          setupFiles: ['tests/support/between-files.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: E2E_ALONE,
          environment: 'node',
          sequence: { groupOrder: 2 },
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // Two files at a time, each with its own server, database and Chromium: one file mostly
          // waits (for the browser, a poll, an animation), so two keep both cores busy and the
          // project's wall clock about halves (docs/testing.md). Three at a time gained nothing
          // (394 s against 385 s for the 38 files, quiet): the e2e files are short of CPU.
          maxWorkers: 2,
          globalSetup: ['tests/support/e2e-global-setup.ts', 'tests/support/template-database.ts'],
          // As the API project: the app and playwright-core imported once per worker.
          isolate: false,
          setupFiles: ['tests/support/between-files.ts'],
        },
      },
      {
        test: {
          // The service-worker journeys, after the rest and one at a time: pwa.test.ts deploys a
          // new dist/sw.js mid-run, which every open browser would pick up, and Background Sync,
          // push actions and the offline banner keep to their timings only without a second
          // Chromium beside them (two CI runs with them in the parallel project failed there).
          name: 'e2e-alone',
          include: E2E_ALONE,
          environment: 'node',
          sequence: { groupOrder: 3 },
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          globalSetup: ['tests/support/e2e-global-setup.ts', 'tests/support/template-database.ts'],
          isolate: false,
          setupFiles: ['tests/support/between-files.ts'],
        },
      },
      ...(wantsFaults
        ? [
            {
              test: {
                name: 'faults',
                include: ['tests/faults/**/*.test.ts'],
                environment: 'node',
                sequence: { groupOrder: 4 },
                testTimeout: 120_000,
                hookTimeout: 180_000,
                // Child processes, a private cluster, fixed timings: one file at a time.
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
