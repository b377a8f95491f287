/**
 * Mail outage: requests never wait for the mail server. While the SMTP server is down the
 * urgent send-mail job fails and pg-boss retries it with back-off (MAIL_RETRY_DELAY_SECONDS=1 here);
 * once the server is back each mail arrives exactly once.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildRecruiter, DEFAULT_PASSWORD, randomEmail } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import { activationLinkOf, sleep } from '../support/api-helpers';
import { waitForQueuesIdle } from '../support/queues';

const server = useTestServer();

type MailJob = { state: string; retry_count: number };

async function mailJobsTo(email: string): Promise<MailJob[]> {
  const result = await server.ctx.db.execute<MailJob>(
    sql`SELECT state, retry_count FROM pgboss.job WHERE name = 'send-mail-urgent' AND data->>'to' = ${email}`,
  );
  return result.rows;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

describe('mail outage', () => {
  it('keeps answering while SMTP is down, then delivers each queued mail exactly once', async () => {
    const member = await buildRecruiter(server);
    const port = server.smtp.port;
    await server.smtp.stop();

    const email = randomEmail('outage');
    const started = Date.now();
    const registered = await server.client().post('/api/auth/register', {
      email,
      password: DEFAULT_PASSWORD,
      confirm: DEFAULT_PASSWORD,
      terms: true,
    });
    expect(registered.status).toBe(201);
    const forgot = await server.client().post('/api/auth/forgot', { email: member.email });
    expect(forgot.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(5_000);

    // Both jobs have failed at least once against the stopped server before it comes back.
    await waitUntil(
      async () => {
        const jobs = [...(await mailJobsTo(email)), ...(await mailJobsTo(member.email))];
        return jobs.length === 2 && jobs.every((job) => job.retry_count >= 1);
      },
      20_000,
      'the mail jobs to fail and be retried',
    );
    expect(server.smtp.mails).toHaveLength(0);

    await server.smtp.start(port);
    const activation = await server.smtp.waitFor(email, /Activate/, 30_000);
    await server.smtp.waitFor(member.email, /Reset your Recruiter Connect password/, 30_000);

    // Let the queue run any duplicate delivery, then count.
    await waitForQueuesIdle(server);
    expect(server.smtp.to(email)).toHaveLength(1);
    expect(server.smtp.to(member.email)).toHaveLength(1);
    for (const job of [...(await mailJobsTo(email)), ...(await mailJobsTo(member.email))]) {
      expect(job.state).toBe('completed');
    }
    const recorded = await server.ctx.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM sent_mails WHERE "to" IN (${email}, ${member.email})`,
    );
    expect(recorded.rows[0]!.count).toBe(2);

    // The delayed mail carries a working link.
    const link = activationLinkOf(activation);
    expect((await server.client().post('/api/auth/activate', { uid: link.uid, token: link.token })).status).toBe(200);
  }, 90_000);
});
