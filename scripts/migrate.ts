/** `npm run db:migrate`: applies the committed migrations (the server also does this at start). */
import { withRuntime } from './with-runtime';

await withRuntime(async () => {
  console.log('Migrations applied.');
});
