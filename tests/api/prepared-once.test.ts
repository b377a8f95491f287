/**
 * preparedOnce (api/db/prepared.ts): a statement built once runs on whichever handle asks for it —
 * a transaction's handle gets it bound to the transaction's own client (it sees the transaction's
 * uncommitted rows), and the pool's handle after it gets it on the pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts } from '../../api/db/schema';
import { preparedOnce } from '../../api/db/prepared';
import { withTransaction } from '../../api/db/transaction';
import { normaliseNotifications } from '../../api/services/accounts/default-notifications';
import { startTestServer, type TestServer } from '../support/test-server';
import { buildRecruiter, randomEmail } from '../support/factories';

describe('preparedOnce', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  const byEmail = () =>
    preparedOnce((db) =>
      db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, sql.placeholder('email')))
        .prepare(`test_by_email_${Math.random().toString(36).slice(2, 8)}`),
    );

  it('built on the pool, it runs inside a transaction on the transaction’s client', async () => {
    const statement = byEmail();
    const known = await buildRecruiter(server);
    expect(await statement(server.ctx.db).execute({ email: known.email })).toHaveLength(1);
    const email = randomEmail();
    const seen = await withTransaction(server.ctx, async (tx) => {
      await buildRecruiterIn(tx.db, email);
      // Only the transaction's own connection sees its uncommitted row (on the embedded database a
      // statement sent on the pool would wait for the transaction instead, and time out).
      return statement(tx.db).execute({ email });
    });
    expect(seen).toHaveLength(1);
  });

  it('built inside a transaction, it runs on the pool afterwards', async () => {
    const statement = byEmail();
    const email = randomEmail();
    await withTransaction(server.ctx, async (tx) => {
      await buildRecruiterIn(tx.db, email);
      expect(await statement(tx.db).execute({ email })).toHaveLength(1);
    });
    expect(await statement(server.ctx.db).execute({ email })).toHaveLength(1);
    expect(await statement(server.ctx.db).execute({ email: randomEmail() })).toHaveLength(0);
  });
});

async function buildRecruiterIn(db: TestServer['ctx']['db'], email: string) {
  await db.insert(accounts).values({
    email,
    passwordHash: 'x',
    firstname: 'Ayanda',
    lastname: 'Dube',
    company: 'Placement Partners',
    title: 'Recruiter',
    companyType: 1,
    categories: [1],
    isActive: true,
    trialDays: 14,
    notifications: normaliseNotifications(null, 1),
  });
}
