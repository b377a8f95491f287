/**
 * Webhook delivery: "p95 ≤ 5 s after the event with a local receiver".
 *
 * The real app in this process (tests/support/test-server.ts: a real database — embedded PGlite, or
 * a fresh database on the PostgreSQL server with TEST_DATABASE_URL — and real pg-boss workers,
 * polling every JOB_POLL_SECONDS as in production, 2 s by default) with WEBHOOK_ALLOW_LOCAL, and a
 * local http receiver on 127.0.0.1. Two members in a conversation; one has a webhook for
 * `message.received`; the other writes N messages over HTTP, one every 100–600 ms. Each event's
 * time runs from the moment the message's POST is sent to the moment the receiver has the signed
 * request (verified with the reference `standardwebhooks` package): the transaction, the queue,
 * the worker's poll, the presenter, the signature and the POST.
 *
 *   npx tsx scripts/bench/webhook-delivery.ts                          # 100 events, PGlite
 *   WEBHOOK_BENCH_EVENTS=300 npx tsx scripts/bench/webhook-delivery.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench/webhook-delivery.ts
 */
import { Webhook } from 'standardwebhooks';
import { buildParty, createJob } from '../../tests/support/fixtures/matches';
import { WebhookReceiver } from '../../tests/support/fixtures/webhook-receiver';
import { startTestServer } from '../../tests/support/test-server';
import { percentile } from './stats';

const EVENTS = Number(process.env.WEBHOOK_BENCH_EVENTS ?? 100);
const POLL = process.env.JOB_POLL_SECONDS ?? '2';
const TARGET_P95_MS = 5_000;

const receiver = new WebhookReceiver();
await receiver.start();
const server = await startTestServer({
  env: { WEBHOOK_ALLOW_LOCAL: 'true', JOB_POLL_SECONDS: POLL, LOG_LEVEL: 'warn' },
});
try {
  const owner = await buildParty(server);
  const asker = await buildParty(server);
  const path = '/bench';
  const added = await owner.client.post('/api/me/webhooks', {
    url: receiver.url(path),
    events: ['message.received'],
  });
  if (added.status !== 201) throw new Error(`webhook not added: ${JSON.stringify(added.body)}`);
  const verifier = new Webhook(added.body.secret as string);
  const job = await createJob(owner);
  const asked = await asker.client.post('/api/threads', { listingUid: job.uid, kind: 'job', body: 'Is it remote?' });
  if (asked.status !== 201) throw new Error(`thread not opened: ${JSON.stringify(asked.body)}`);
  const threadUid = asked.body.thread.uid as string;
  await receiver.waitFor(path, 1, 30_000); // the question itself: warms the worker up

  const sentAt = new Map<string, number>();
  for (let i = 0; i < EVENTS; i++) {
    const body = `Bench message ${i}: does the role include travel?`;
    sentAt.set(body, Date.now());
    const res = await asker.client.post(`/api/threads/${threadUid}/messages`, { body });
    if (res.status !== 201) throw new Error(`message ${i} refused: ${JSON.stringify(res.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 500));
  }
  await receiver.waitFor(path, EVENTS + 1, 120_000);

  const latencies: number[] = [];
  for (const hook of receiver.to(path).slice(1)) {
    const event = verifier.verify(hook.body, hook.headers) as { data: { message: { body: string } } };
    const started = sentAt.get(event.data.message.body);
    if (started === undefined) throw new Error('a webhook for a message the bench did not send');
    latencies.push(hook.receivedAt - started);
  }
  latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite';
  console.log(`webhook delivery, event → receipt (${latencies.length} events, ${database}, JOB_POLL_SECONDS=${POLL})`);
  console.log(`  p50 ${p50} ms · p95 ${p95} ms · max ${latencies.at(-1)} ms · min ${latencies[0]} ms`);
  console.log(`  signatures verified with standardwebhooks: ${latencies.length}/${latencies.length}`);
  console.log(`  target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`);
  // Where the time went: waiting in the queue (queued → a worker took it) and the handler's own run.
  const { rows } = await server.ctx.pool.query<{ waited: number; ran: number }>(
    `select extract(epoch from started_on - created_on) * 1000 as waited,
            extract(epoch from completed_on - started_on) * 1000 as ran
       from pgboss.job where name = 'send-webhook' and state = 'completed'`,
  );
  const ms = (values: number[], p: number) =>
    Math.round(
      percentile(
        [...values].sort((a, b) => a - b),
        p,
      ),
    );
  const waited = rows.map((r) => Number(r.waited));
  const ran = rows.map((r) => Number(r.ran));
  console.log(`  in the queue: p50 ${ms(waited, 50)} ms · p95 ${ms(waited, 95)} ms`);
  console.log(`  handler (load, present, sign, POST, log): p50 ${ms(ran, 50)} ms · p95 ${ms(ran, 95)} ms`);
  console.log('  command: npx tsx scripts/bench/webhook-delivery.ts');
} finally {
  await server.stop();
  await receiver.stop();
}
