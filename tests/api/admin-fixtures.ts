/**
 * Shared pieces of the administrator API tests (admin-*.test.ts, bulk-messages, alerts): every
 * /api/admin route with a body that would succeed, direct reads of the rows the admin services
 * write (accounts, audit log), and a small RFC 4180 CSV reader for the member export.
 */
import { expect } from 'vitest';
import type { TestClient, TestResponse } from '../support/test-client';
import type { TestServer } from '../support/test-server';

type Row = Record<string, any>;

export const MEMBER_ACTIONS = [
  'approve',
  'unapprove',
  'offboard',
  'reinstate',
  'resend-activation',
  'clear-contact',
] as const;

/** A contract any activated member may get. */
export const CONTRACT = { months: 12, paid: true, start: '2025-03-01', end: '2026-02-28' };

export type AdminRoute = { method: 'GET' | 'POST' | 'PATCH'; path: string; body?: unknown };

/** Every route under /api/admin, aimed at one member, each with a body the admin would get a 2xx for. */
export function adminRoutes(uid: string): AdminRoute[] {
  return [
    { method: 'GET', path: '/api/admin/accounts' },
    { method: 'GET', path: '/api/admin/accounts?stage=approved&q=a&sort=name&dir=asc' },
    { method: 'GET', path: '/api/admin/accounts.csv' },
    { method: 'GET', path: `/api/admin/accounts/${uid}` },
    {
      method: 'PATCH',
      path: `/api/admin/accounts/${uid}`,
      body: {
        trail: 99,
        paidUntil: '2030-01-01',
        notifications: { generalUpdates: false },
        sourcing: true,
        periods: { '2030-01': true },
      },
    },
    ...MEMBER_ACTIONS.map((action) => ({ method: 'POST' as const, path: `/api/admin/accounts/${uid}/${action}` })),
    { method: 'POST', path: `/api/admin/accounts/${uid}/contract`, body: CONTRACT },
    { method: 'POST', path: `/api/admin/accounts/${uid}/test-alert` },
    { method: 'POST', path: '/api/admin/messages', body: { heading: 'Outsider heading', message: 'Outsider message' } },
    { method: 'GET', path: '/api/admin/matches' },
    { method: 'GET', path: '/api/admin/matches?status=proposed' },
    { method: 'GET', path: '/api/admin/sourcing' },
    { method: 'GET', path: '/api/admin/sourcing?status=expired' },
  ];
}

export function callRoute(client: TestClient, route: AdminRoute): Promise<TestResponse> {
  return client.request(route.method, route.path, route.body);
}

export const patch = (client: TestClient, path: string, body: unknown) => client.request('PATCH', path, body);

export async function accountRow(server: TestServer, id: string): Promise<Row | undefined> {
  const { rows } = await server.ctx.pool.query<Row>('select * from accounts where id = $1', [id]);
  return rows[0];
}

/** The audit rows about one member, oldest first. */
export async function auditRows(server: TestServer, targetId: string): Promise<Row[]> {
  const { rows } = await server.ctx.pool.query<Row>('select * from audit_log where target_id = $1 order by id', [
    targetId,
  ]);
  return rows;
}

export async function count(server: TestServer, text: string, values: unknown[] = []): Promise<number> {
  const { rows } = await server.ctx.pool.query<{ n: number }>(
    `select count(*)::int as n from (${text}) as counted`,
    values,
  );
  return rows[0]?.n ?? 0;
}

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF rows, line breaks inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

/** The response's `{ account, audit }` names this action, done by this admin, as its newest entry. */
export function expectAuditedBy(res: TestResponse, action: string, adminEmail: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(Array.isArray(res.body.audit)).toBe(true);
  expect(res.body.audit[0]).toMatchObject({ action, actorEmail: adminEmail });
  expect(typeof res.body.audit[0].id).toBe('number');
  expect(Number.isNaN(Date.parse(res.body.audit[0].created))).toBe(false);
}
