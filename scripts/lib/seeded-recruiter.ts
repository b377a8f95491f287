import type { TestServer } from '../../tests/support/test-server';
import { RECRUITMENT_AGENCY_TYPE_ID } from '../../shared/lookups';

/**
 * A recruiter with a complete profile and 40 open job specs from several posters (what /jobs lists
 * first), signed in over the API: the session cookie a bench's browser sends to measure a
 * signed-in screen (scripts/bench/budgets.ts, scripts/bench/first-screens.ts).
 */
export async function signInSeededRecruiter(server: TestServer): Promise<string> {
  const { buildRecruiter, signIn } = await import('../../tests/support/factories');
  const { createRandom, demoJob } = await import('./demo-listings');
  const { insertSeededJob } = await import('./insert-listing');
  const random = createRandom(2026);
  const posters = await Promise.all([0, 1, 2].map(() => buildRecruiter(server, { isApproved: true })));
  for (let i = 0; i < 40; i++) {
    const created = new Date(Date.now() - Math.floor(random.next() * 30 * 86_400_000));
    await insertSeededJob(
      server.ctx.db,
      { ...demoJob(random), companyType: RECRUITMENT_AGENCY_TYPE_ID },
      { ownerId: random.pick(posters).id, created },
    );
  }
  const client = await signIn(server, posters[0]!);
  const me = await client.get<{ account: { isProfileComplete: boolean; hasCategories: boolean } }>('/api/me');
  if (!me.body.account?.isProfileComplete || !me.body.account.hasCategories) {
    throw new Error(`the seeded recruiter would not reach /jobs: ${JSON.stringify(me.body)}`);
  }
  return client.cookie;
}
