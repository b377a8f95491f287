/**
 * `npm run create-admin -- email@example.co.za [password]`: creates an administrator, or
 * promotes an existing account. Without a password one is generated and printed once.
 */
import { withRuntime } from './with-runtime';
import { ensureAdmin } from '../api/services/accounts/ensure-admin';

const [email, password] = process.argv.slice(2);
if (!email) {
  console.error('Usage: npm run create-admin -- <email> [password]');
  process.exit(1);
}

await withRuntime(async (ctx) => {
  const result = await ensureAdmin(ctx, { email, password });
  if (!result) return;
  if (result.created) {
    console.log(`Administrator ${result.email} created.`);
    if (result.generatedPassword) console.log(`Password (shown once): ${result.generatedPassword}`);
    console.log('At the first sign-in they set up two-factor sign-in (unless ADMIN_MFA=optional).');
  } else {
    console.log(`${result.email} is an administrator.`);
  }
});
