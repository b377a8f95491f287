/**
 * A worker SIGKILLed while it holds a mail job (its SMTP server has accepted the connection and
 * not answered yet): another worker picks the job up within 60 s and the mail arrives exactly
 * once. Runs with the production poll and retry settings, since the 60 s is the promise.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startAppProcess, waitUntil, type AppProcess } from './support/app-process';
import { createServerDatabase, query, randomEmail, type ServerDatabase } from './support/databases';
import { SmtpSink } from '../support/smtp-sink';

const PRODUCTION_TIMINGS = { JOB_POLL_SECONDS: '2', MAIL_RETRY_DELAY_SECONDS: '10' };
const started: AppProcess[] = [];
let database: ServerDatabase;
let sink: SmtpSink;
// An SMTP server that accepts connections and never greets: a send in progress, for as long as we like.
const silent: net.Socket[] = [];
const silentServer = net.createServer((socket) => silent.push(socket));

beforeAll(async () => {
  database = await createServerDatabase();
  sink = new SmtpSink();
  await sink.start();
  await new Promise<void>((resolve) => silentServer.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const app of started)
    if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
  for (const socket of silent) socket.destroy();
  silentServer.close();
  await sink?.stop();
  await database?.drop();
});

describe('SIGKILL while a worker holds a mail job', () => {
  it('another worker sends it within 60 s of the kill, exactly once', async () => {
    const { port } = silentServer.address() as net.AddressInfo;
    const first = await startAppProcess({
      ROLE: 'all',
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${port}?tls=off`,
      ...PRODUCTION_TIMINGS,
    });
    started.push(first);

    const email = randomEmail('held');
    const res = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Placement42', confirm: 'Placement42', terms: true }),
    });
    expect(res.status).toBe(201);
    await waitUntil(() => silent.length > 0, 15_000, 'the worker to connect to SMTP');
    const jobState = () =>
      query<{ state: string }>(database.url, `SELECT state FROM pgboss.job WHERE data->>'to' = $1`, [email]);
    expect(await jobState()).toEqual([{ state: 'active' }]);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const killedAt = Date.now();

    const second = await startAppProcess({
      ROLE: 'worker',
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      ...PRODUCTION_TIMINGS,
    });
    started.push(second);
    await sink.waitFor(email, /Activate/, 60_000 - (Date.now() - killedAt));
    console.log(`[faults] mail held by a killed worker arrived ${Date.now() - killedAt} ms after the kill`);

    await sleep(3_000);
    expect(sink.to(email)).toHaveLength(1);
    expect(await jobState()).toEqual([{ state: 'completed' }]);
    expect(await second.stop()).toBe(0);
  });
});
