/**
 * A bulk message's push batches are not paced by the job poll (api/jobs/worker.ts). A worker waits
 * out its poll interval between two fetches however quickly a batch went, which paced a bulk
 * message to 50,000 devices at two batches of 250 per 2 s. Push batches are now fetched two at a
 * time and again at once while a fetch comes back full. A poll interval of 5 s here makes any such
 * wait plain: four one-device batches queued together must all arrive well inside one interval.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useTestServer } from '../support/use-test-server';
import { withTransaction } from '../../api/db/transaction';
import { buildParty } from '../support/fixtures/matches';
import { LocalPushService } from '../support/fixtures/push-service';

let push: LocalPushService;

// Registered before the server's, so it runs after the server has stopped (after hooks run in reverse).
afterAll(async () => {
  await push?.stop();
});
const server = useTestServer({
  env: { PUSH_ALLOW_LOCAL: 'true', PUSH_ALLOWED_HOSTS: '127.0.0.1', JOB_POLL_SECONDS: '5' },
});
beforeAll(async () => {
  push = new LocalPushService(server.ctx.vapid.publicKey);
  await push.start();
});

it('sends the push batches queued together without waiting for the poll between them', async () => {
  const member = await buildParty(server);
  const devices = ['one', 'two', 'three', 'four'].map((name) => push.subscription(`back-to-back-${name}`));
  for (const device of devices) {
    const res = await member.client.post('/api/push/subscriptions', device);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  const { rows } = await server.ctx.pool.query<{ id: string }>(
    'select id from push_subscriptions where account_id = $1',
    [member.id],
  );
  expect(rows).toHaveLength(4);

  await withTransaction(server.ctx, (tx) =>
    tx.enqueueMany(
      'send-push-batch',
      rows.map(({ id }) => ({ subscriptionIds: [id], title: 'Back to back', body: 'One batch each', url: null })),
    ),
  );
  const arrivals = await Promise.all(devices.map(async (device) => (await push.waitFor(device.endpoint))[0]!));
  const times = arrivals.map((arrival) => arrival.receivedAt);
  expect(arrivals.every((arrival) => arrival.problem === null)).toBe(true);
  expect(Math.max(...times) - Math.min(...times)).toBeLessThan(2_500);
});
