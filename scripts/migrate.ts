/**
 * `npm run db:migrate`: applies the committed migrations and lists them, whatever MIGRATE_ON_START
 * says (the release step of a rolling upgrade, docs/operations.md).
 */
import { withRuntime } from './with-runtime';

await withRuntime(
  async (_ctx, runtime) => {
    if (runtime.migrations.length === 0) console.log('Migrations: nothing to apply; the database is current.');
    else
      console.log(
        `Migrations applied (${runtime.migrations.length}):\n${runtime.migrations.map((tag) => `  ${tag}`).join('\n')}`,
      );
  },
  { migrate: true },
);
