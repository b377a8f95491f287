/**
 * A job queued by a request is started at once by this process's workers, not at their next poll
 * (api/jobs/wake-workers.ts): here the workers poll only every 30 s, and the activation mail of a
 * registration (queued in the registration's transaction) still arrives within seconds.
 */
import { expect, it } from 'vitest';
import { waitForMails } from '../support/api-helpers';
import { DEFAULT_PASSWORD, randomEmail } from '../support/factories';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer({ env: { JOB_POLL_SECONDS: '30' } });

it('sends the mail of a queued job without waiting for the next poll', async () => {
  const email = randomEmail('woken');
  // The workers fetched once when they started: their next poll is some 30 s away.
  const asked = Date.now();
  const res = await server
    .client()
    .post('/api/auth/register', { email, password: DEFAULT_PASSWORD, confirm: DEFAULT_PASSWORD, terms: true });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await waitForMails(server, email, /^Activate your Recruiter Connect account$/, 1, 20_000);
  expect(Date.now() - asked).toBeLessThan(15_000);
});
