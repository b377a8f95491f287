/**
 * A job queued by a request is started at once by this process's workers, not at their next poll
 * (api/jobs/wake-workers.ts): here the workers poll only every 30 s, and the reset mail of a
 * forgotten password (a job sent outside a transaction, whose handler queues the mail inside one)
 * still arrives within seconds.
 */
import { expect, it } from 'vitest';
import { waitForMails } from '../support/api-helpers';
import { buildRecruiter } from '../support/factories';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer({ env: { JOB_POLL_SECONDS: '30' } });

it('sends the mail of a queued job without waiting for the next poll', async () => {
  const account = await buildRecruiter(server);
  // The workers fetched once when they started: their next poll is some 30 s away.
  const asked = Date.now();
  expect((await server.client().post('/api/auth/forgot', { email: account.email })).status).toBe(202);
  await waitForMails(server, account.email, /password/i, 1, 20_000);
  expect(Date.now() - asked).toBeLessThan(15_000);
});
