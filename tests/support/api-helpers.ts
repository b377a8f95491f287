/**
 * Helpers for the account-lifecycle API tests: error-body assertions, links taken from the
 * mails the SMTP sink received, raw HTTP for requests the fetch-based client cannot make,
 * and small database reads (rows and sessions of one account).
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts } from '../../api/db/schema';
import { waitForQueuesIdle } from './queues';
import type { ReceivedMail } from './smtp-sink';
import type { TestResponse } from './test-client';
import type { TestServer } from './test-server';

export const SESSION_COOKIE = 'rc.sid';

export type ExpectedError = { title?: string; message?: string; field?: string };

/** A stack frame ("at fn (file:1:2)" or "at /file:1:2") or an "Error:" prefix anywhere in the body. */
const STACK_FRAME = /\bat\s+(?:\S+\s+\()?(?:file:\/\/|\/|node:)[^\s)]*:\d+:\d+/;

export function expectNoStackTrace(res: TestResponse): void {
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
  expect(text, 'response body leaks a stack trace').not.toMatch(STACK_FRAME);
  expect(text, 'response body leaks an error name').not.toContain('Error:');
}

/** The contract's error body: `{ error: { title, message, field? } }` and nothing else. */
export function expectError(res: TestResponse, status: number, expected: ExpectedError = {}): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(Object.keys(res.body ?? {})).toEqual(['error']);
  const error = res.body.error as Record<string, unknown>;
  expect(typeof error.title).toBe('string');
  expect(typeof error.message).toBe('string');
  expect(Object.keys(error).every((key) => ['title', 'message', 'field'].includes(key))).toBe(true);
  expect(error).toMatchObject(expected);
  if ('field' in expected && expected.field === undefined) expect(error.field).toBeUndefined();
  expectNoStackTrace(res);
}

/** The `uid` and `token` of the /activate/{uid}/{token} link in an activation mail. */
export function activationLinkOf(mail: ReceivedMail): { url: string; uid: string; token: string } {
  const match = /(https?:\/\/\S+\/activate\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+))/.exec(mail.text);
  if (!match) throw new Error(`no activation link in mail: ${mail.text}`);
  return { url: match[1]!, uid: match[2]!, token: match[3]! };
}

/** The token of the /change/{token} link in a password-reset mail. */
export function resetTokenOf(mail: ReceivedMail): string {
  const match = /https?:\/\/\S+\/change\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail: ${mail.text}`);
  return match[1]!;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `count` mails to `to` whose subject matches have arrived; returns them oldest first. */
export async function waitForMails(
  server: TestServer,
  to: string,
  subject: RegExp,
  count: number,
  timeoutMs = 15_000,
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = server.smtp.to(to).filter((m) => subject.test(m.subject));
    if (found.length >= count) return found;
    if (Date.now() > deadline)
      throw new Error(`${found.length}/${count} mails to ${to} matching ${subject} in ${timeoutMs} ms`);
    await sleep(100);
  }
}

/**
 * Lets the mail worker run (a few poll intervals), then returns the mails to `to`. Used to
 * check that a mail was NOT sent, after a mail queued later than it has been seen arriving.
 */
export async function mailsAfterQuiet(server: TestServer, to: string): Promise<ReceivedMail[]> {
  await waitForQueuesIdle(server);
  return server.smtp.to(to);
}

export async function accountByEmail(server: TestServer, email: string) {
  const [row] = await server.ctx.db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

/** Stored sessions signed in as this account. */
export async function sessionIdsOf(server: TestServer, accountId: string): Promise<string[]> {
  const result = await server.ctx.db.execute<{ sid: string }>(
    sql`SELECT "sid" FROM "session" WHERE ("sess" #>> '{passport,user}') = ${accountId}`,
  );
  return result.rows.map((row) => row.sid);
}

/** The Set-Cookie line of the session cookie in a response, if any. */
export function sessionSetCookie(res: TestResponse): string | undefined {
  return res.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/** The session id inside a `rc.sid=s%3A<sid>.<signature>` cookie pair. */
export function sidOfCookie(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  if (!value.startsWith('s:')) throw new Error(`not a signed session cookie: ${cookie}`);
  return value.slice(2, value.lastIndexOf('.'));
}

/** A session cookie correctly signed with the app's secret (what express-session would issue). */
export function signedSessionCookie(secret: string, sid: string): string {
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; text: string };

/**
 * One request over node:http with exactly the given headers and body bytes, for what fetch
 * normalises away (no Content-Type, a lying Content-Length, a compressed body).
 */
export function rawRequest(
  server: TestServer,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}${options.path}`,
      { method: options.method, headers: options.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** A raw response shaped like the client's, for the shared assertions. */
export function asTestResponse(raw: RawResponse): TestResponse {
  let body: unknown = raw.text;
  try {
    body = raw.text ? JSON.parse(raw.text) : null;
  } catch {
    // not JSON: keep the text
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw.headers)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) headers.append(key, item);
  }
  return { status: raw.status, body, headers };
}
