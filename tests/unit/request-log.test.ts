/**
 * The request log (api/middleware/request-log.ts): the line of each answer, the request id, and
 * `req.log` made only when used, with the request's fields bound to it.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../api/logger';
import { requestLog } from '../../api/middleware/request-log';

type Line = Record<string, unknown> & { msg: string; req?: { id?: string; method?: string; url?: string } };

describe('request log', () => {
  const lines: Line[] = [];
  let server: http.Server;
  let base: string;
  let childrenMade = 0;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
        done();
      },
    });
    const logger = createLogger('info', sink);
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<typeof child>) => {
      childrenMade++;
      return child(...args);
    }) as typeof logger.child;
    const app = express();
    app.use(requestLog({ logger, ignore: (req) => req.url === '/healthz' }));
    app.get('/healthz', (_req, res) => {
      res.json({ ok: true });
    });
    app.get('/plain/:token', (req, res) => {
      res.locals.route = '/plain/:token';
      res.json({ id: req.id });
    });
    app.get('/fails', (req, res) => {
      req.log.error({ reason: 'test' }, 'unhandled error');
      res.status(500).json({ error: 'failed' });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const after = async (path: string, headers: Record<string, string> = {}) => {
    const from = lines.length;
    const res = await fetch(`${base}${path}`, { headers });
    const body = (await res.json()) as Record<string, unknown>;
    // The line is written on 'finish', which may come just after the client has the answer.
    for (let i = 0; i < 50 && lines.length === from; i++) await new Promise((resolve) => setImmediate(resolve));
    return { res, body, logged: lines.slice(from) };
  };

  it('writes one line per answer, with the request id it sends back, and makes no child logger', async () => {
    const made = childrenMade;
    const { res, body, logged } = await after('/plain/abc?x=1', { 'x-request-id': 'given-id' });
    expect(res.headers.get('x-request-id')).toBe('given-id');
    expect(body.id).toBe('given-id');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'request completed',
      level: 30,
      req: { id: 'given-id', method: 'GET', url: '/plain/abc?x=1' },
      res: { statusCode: 200 },
      route: '/plain/:token',
    });
    expect(typeof logged[0]!.responseTime).toBe('number');
    expect(childrenMade).toBe(made);
  });

  it('gives each request a new id when it brings none, and leaves /healthz out', async () => {
    const { res, logged } = await after('/healthz');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged).toHaveLength(0);
  });

  it('makes req.log when used: its lines carry the request, and a 5xx answer is "request errored"', async () => {
    const { res, logged } = await after('/fails');
    const id = res.headers.get('x-request-id');
    const request = { id, method: 'GET', url: '/fails' };
    expect(logged.map((l) => l.msg)).toEqual(['unhandled error', 'request errored']);
    expect(logged[0]).toMatchObject({ level: 50, reason: 'test', req: request });
    expect(logged[1]).toMatchObject({ level: 30, req: request, res: { statusCode: 500 } });
    expect((logged[1]!.err as { message?: string }).message).toBe('failed with status code 500');
  });
});
