/**
 * waitForQueuesIdle (tests/support/queues.ts), which tests use instead of sleeping to prove that
 * nothing more is sent: it must not resolve while a job that sends something is still to run.
 */
import { describe, expect, it } from 'vitest';
import { buildRecruiter } from '../support/factories';
import { waitForQueuesIdle } from '../support/queues';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer();

describe('waitForQueuesIdle', () => {
  it('resolves only after the queued mail has been sent', async () => {
    const account = await buildRecruiter(server);
    expect((await server.client().post('/api/auth/forgot', { email: account.email })).status).toBe(202);
    await waitForQueuesIdle(server);
    expect(server.smtp.to(account.email)).toHaveLength(1);
  });

  it('waits for a job due within the horizon, and not for one due later', async () => {
    const boss = server.ctx.boss;
    await boss.createQueue('test-idle');
    // Nothing works this queue: the job stays waiting.
    await boss.send('test-idle', {}, { startAfter: 60 });
    await expect(waitForQueuesIdle(server, { horizonMs: 120_000, timeoutMs: 300 })).rejects.toThrow(/test-idle/);
    await waitForQueuesIdle(server);
  });

  it('does not wait for the queues it is told to leave out', async () => {
    await server.ctx.boss.createQueue('test-other');
    await server.ctx.boss.send('test-other', {});
    await expect(waitForQueuesIdle(server, { timeoutMs: 300 })).rejects.toThrow(/test-other/);
    await waitForQueuesIdle(server, { except: ['test-other'] });
  });
});
