/**
 * No working secret at rest: after the register, activate, forgot, reset and extend-link flows,
 * no row of any table (the app's and pg-boss's) holds one of the raw tokens the SMTP sink
 * received — only their hashes, and in the job queue a sealed copy that is emptied once sent.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../api/clock';
import { handleDeadlineSweep } from '../../api/jobs/deadline-sweep';
import { DEFAULT_PASSWORD, randomEmail } from '../support/factories';
import { activationLinkOf, resetTokenOf, sleep, waitForMails } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import { buildParty, createJob } from '../support/fixtures/matches';
import { storedListing } from '../support/fixtures/listings';

const server = useTestServer({ env: { PUSH_ALLOW_LOCAL: 'true' } });
afterEach(resetClock);

const DAY = 86_400_000;
const NEW_PASSWORD = 'Shortlist2026';

/** Every row of every table of the app's schema and of pg-boss's, as text. */
async function everyRowAsText(): Promise<Array<{ table: string; row: string }>> {
  const { rows: tables } = await server.ctx.pool.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
  );
  expect(tables.map((t) => `${t.schema}.${t.name}`)).toEqual(expect.arrayContaining(['pgboss.job', 'public.accounts']));
  const found: Array<{ table: string; row: string }> = [];
  for (const { schema, name } of tables) {
    const { rows } = await server.ctx.pool.query<{ row: string }>(`select t::text as row from "${schema}"."${name}" t`);
    for (const { row } of rows) found.push({ table: `${schema}.${name}`, row });
  }
  return found;
}

/** Waits until no mail job is waiting or running: each one sent has had its chance to tidy up. */
async function mailQueuesDrained(): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await server.ctx.pool.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job
        where name in ('send-mail', 'send-mail-urgent', 'password-reset-request') and state < 'completed'`,
    );
    if (rows[0]!.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0]!.n} mail jobs still waiting`);
    await sleep(100);
  }
}

describe('raw tokens at rest', () => {
  it('none of the mailed tokens is stored in any table once the flows are done', async () => {
    const tokens: Record<string, string> = {};

    // Register and activate.
    const email = randomEmail('at-rest');
    const registered = await server
      .client()
      .post('/api/auth/register', { email, password: DEFAULT_PASSWORD, confirm: DEFAULT_PASSWORD, terms: true });
    expect(registered.status).toBe(201);
    const activation = activationLinkOf(await server.smtp.waitFor(email, /Activate/));
    tokens.activation = activation.token;
    const activated = await server
      .client()
      .post('/api/auth/activate', { uid: activation.uid, token: activation.token });
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);

    // Forgot and reset.
    expect((await server.client().post('/api/auth/forgot', { email })).status).toBe(202);
    tokens.reset = resetTokenOf((await waitForMails(server, email, /Reset your Recruiter Connect password/, 1))[0]!);
    const reset = await server
      .client()
      .post('/api/auth/reset', { token: tokens.reset, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    // A second reset link, never used: a link still waiting for its click is not at rest in clear either.
    expect((await server.client().post('/api/auth/forgot', { email })).status).toBe(202);
    tokens.unusedReset = resetTokenOf(
      (await waitForMails(server, email, /Reset your Recruiter Connect password/, 2))[1]!,
    );

    // A listing about to expire: the mail and the push carry a one-tap extend link.
    const owner = await buildParty(server);
    await server.ctx.pool.query('update accounts set is_approved = true where id = $1', [owner.id]);
    await server.ctx.pool.query(
      'insert into push_subscriptions (account_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)',
      [owner.id, `http://127.0.0.1:9/push/${randomBytes(6).toString('hex')}`, 'BPp256dh', 'auth'],
    );
    const job = await createJob(owner);
    const expiry = (await storedListing(server, 'jobs', job.uid))!.expiry;
    setClock(new Date(expiry.getTime() - 2 * DAY));
    await handleDeadlineSweep(server.ctx, null);
    const expiring = await waitForMails(server, owner.email, new RegExp(`Your job spec ${job.reference} expires`), 1);
    tokens.extend = /\/listing-links\/([A-Za-z0-9_-]{40,})/.exec(expiring[0]!.text)![1]!;
    const extended = await server.client().post(`/api/listing-links/${tokens.extend}/extend`);
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);

    await mailQueuesDrained();
    const rows = await everyRowAsText();
    expect(rows.some((r) => r.table === 'pgboss.job')).toBe(true);
    for (const [flow, token] of Object.entries(tokens)) {
      expect(token.length, flow).toBeGreaterThanOrEqual(40);
      const holders = rows.filter((r) => r.row.includes(token)).map((r) => `${r.table}: ${r.row.slice(0, 200)}`);
      expect(holders, `the ${flow} token`).toEqual([]);
    }
  });

  it('mail and push jobs are deleted a day after they finish, sent or failed', async () => {
    const { rows } = await server.ctx.pool.query<{ name: string; deletion_seconds: number }>(
      `select name, deletion_seconds from pgboss.queue
        where name in ('send-mail', 'send-mail-urgent', 'send-mail-batch', 'send-push-batch', 'send-push',
                       'password-reset-request', 'deliver-alerts')`,
    );
    expect(rows).toHaveLength(7);
    for (const row of rows) expect(row.deletion_seconds, row.name).toBeLessThanOrEqual(DAY / 1000);
    const { rows: jobs } = await server.ctx.pool.query<{ name: string; deletion_seconds: number }>(
      `select name, deletion_seconds from pgboss.job where name in ('send-mail', 'send-mail-urgent', 'send-push-batch')`,
    );
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job.deletion_seconds, job.name).toBeLessThanOrEqual(DAY / 1000);
  });
});
