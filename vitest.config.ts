import { defineConfig } from 'vitest/config';

// Three suites: fast pure unit tests, API tests over real HTTP against a real database,
// and end-to-end journeys in Debian's Chromium. `npm test` runs all three.
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
          // Each file starts its own database, app and SMTP sink; two cores → two at a time.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 2 },
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          globalSetup: ['tests/support/e2e-global-setup.ts'],
        },
      },
    ],
  },
});
