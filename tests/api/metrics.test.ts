/**
 * Prometheus metrics (api/metrics/) and the slow-query log (api/db/slow-queries.ts): a scrape with
 * the bearer token parses as Prometheus text and shows the request the test just made (by route
 * pattern, never the raw URL), the pools, queues, business figures, mails and session cache; a
 * scrape without the token is refused, and without METRICS_TOKEN /metrics is a plain 404.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { fingerprint } from '../../api/db/slow-queries';
import { createLogger } from '../../api/logger';
import { buildParty, createCandidate, createJob, type Party } from '../support/fixtures/matches';
import { useTestServer } from '../support/use-test-server';

const TOKEN = 'metrics-token-of-this-test-0123456789';
const lines: Array<Record<string, unknown>> = [];
const memory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString('utf8').split('\n').filter(Boolean))
      lines.push(JSON.parse(text) as Record<string, unknown>);
    done();
  },
});
const server = useTestServer({
  env: { METRICS_TOKEN: TOKEN, SLOW_QUERY_MS: '150' },
  logger: createLogger('warn', memory),
});

type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * Prometheus text exposition format 0.0.4, strictly: every line is a HELP or TYPE comment, or a
 * sample `name{label="value",…} number`; each sample's family was declared by a TYPE line.
 */
function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const LABEL = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
  const sample = new RegExp(
    `^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*)?,?\\})? (-?[0-9.e+-]+|NaN|[+-]Inf)(?: -?\\d+)?$`,
  );
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = new RegExp(`^# (HELP|TYPE) (${NAME}) (.*)$`).exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(comment[3], line).toMatch(/^(counter|gauge|histogram|summary|untyped)$/);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    const match = sample.exec(line);
    expect(match, `not a Prometheus sample line: ${line}`).not.toBeNull();
    const [, name, labelText = '', value] = match!;
    const family = name!.replace(/_(bucket|sum|count|total|created)$/, '');
    expect(types.has(name!) || types.has(family), `no TYPE for ${name}`).toBe(true);
    const labels = Object.fromEntries(
      [...labelText.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    samples.push({ name: name!, labels, value: Number(value) });
  }
  return samples;
}

const find = (samples: Sample[], name: string, labels: Record<string, string>) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  return { text, samples: parsePrometheus(text) };
}

describe('metrics', () => {
  let owner: Party;
  beforeAll(async () => {
    owner = await buildParty(server);
    await createJob(owner);
    await createCandidate(owner);
  });

  it('a scrape parses as Prometheus text and shows the request just made, by route pattern and status', async () => {
    const before = find((await scrape()).samples, 'rc_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/lookups',
      status: '200',
    });
    expect((await server.client().get('/api/lookups')).status).toBe(200);
    const missing = randomUUID();
    await owner.client.get(`/api/jobs/${missing}`);

    const { text, samples } = await scrape();
    const after = find(samples, 'rc_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/lookups',
      status: '200',
    });
    expect(after?.value).toBe((before?.value ?? 0) + 1);
    expect(
      find(samples, 'rc_http_request_duration_seconds_count', { route: '/api/jobs/:uid', status: '404' })?.value,
    ).toBeGreaterThanOrEqual(1);
    // The pattern, not the URL: no series per listing.
    expect(text).not.toContain(missing);
  });

  it('shows the pools, the queues, the business figures and the session cache', async () => {
    await owner.client.get('/api/me');
    const { samples } = await scrape();
    for (const pool of ['app', 'sessions', 'jobs'])
      expect(find(samples, 'rc_db_pool_connections', { pool, state: 'idle' }), pool).toBeDefined();
    expect(find(samples, 'rc_db_pool_connections', { pool: 'app', state: 'waiting' })?.value).toBe(0);
    expect(find(samples, 'rc_queue_jobs', { queue: 'send-mail', state: 'queued' })).toBeDefined();
    expect(find(samples, 'rc_queue_jobs', { queue: 'send-mail-urgent', state: 'failed' })).toBeDefined();
    expect(find(samples, 'rc_listings_open', { kind: 'job' })?.value).toBeGreaterThanOrEqual(1);
    expect(find(samples, 'rc_listings_open', { kind: 'candidate' })?.value).toBeGreaterThanOrEqual(1);
    const cache = samples.filter((s) => s.name === 'rc_session_cache_lookups_total');
    expect(cache.reduce((sum, s) => sum + s.value, 0)).toBeGreaterThanOrEqual(1);
    expect(find(samples, 'process_resident_memory_bytes', {})).toBeDefined();
  });

  it('counts a mail handed to the SMTP server', async () => {
    expect((await server.client().post('/api/auth/forgot', { email: owner.email })).status).toBeLessThan(300);
    await server.smtp.waitFor(owner.email);
    await expect
      .poll(async () => find((await scrape()).samples, 'rc_mails_total', { result: 'sent' })?.value ?? 0)
      .toBeGreaterThanOrEqual(1);
  });

  it('refuses a scrape without the token, or with another one', async () => {
    const none = await fetch(`${server.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await none.text()).not.toContain('rc_http_request_duration_seconds');
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
  });

  it('without METRICS_TOKEN, /metrics is a 404, never a page', async () => {
    const { app } = createApp({
      ...server.ctx,
      config: { ...server.ctx.config, METRICS_TOKEN: undefined, SERVE_WEB: true },
    });
    const other = http.createServer(app);
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', () => resolve()));
    try {
      const res = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/metrics`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).not.toMatch(/html/);
    } finally {
      other.closeAllConnections();
      await new Promise((resolve) => other.close(resolve));
    }
  });
});

describe('slow queries', () => {
  it('logs a statement slower than SLOW_QUERY_MS with its fingerprint and duration, no values', async () => {
    await server.ctx.pool.query(`SELECT pg_sleep(0.3), 'a-secret-literal' AS x, $1::text AS y`, ['a-secret-value']);
    await server.ctx.pool.query('SELECT 1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // On a loaded machine other statements may be slow too: this one is found by its shape.
    const slow = lines.filter((l) => l.msg === 'slow query' && String(l.fingerprint).includes('pg_sleep'));
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ level: 40, pool: 'app', fingerprint: 'SELECT pg_sleep(?), ? AS x, $1::text AS y' });
    expect(slow[0]!.ms).toBeGreaterThanOrEqual(150);
    expect(JSON.stringify(slow[0])).not.toMatch(/a-secret/);
    expect(find((await scrape()).samples, 'rc_db_slow_queries_total', {})?.value).toBeGreaterThanOrEqual(1);
  });

  it('fingerprints fold literals, comments, whitespace and IN lists', () => {
    expect(fingerprint("select *  from t\n where a = 'x''y' and b in (1, 2, 3) -- note\n and c = $1 limit 10")).toBe(
      'select * from t where a = ? and b in (?, …) and c = $1 limit ?',
    );
    expect(fingerprint('select "col2" from t2 where x = -1.5e3')).toBe('select "col2" from t2 where x = ?');
  });
});
