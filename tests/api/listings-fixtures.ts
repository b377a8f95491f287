/**
 * Shared pieces of the listings API tests (listings-*.test.ts): valid job and candidate bodies,
 * a unique keyword per test so searches in one shared database never see each other's rows,
 * direct database reads and writes (row counts, ages set in the past) and a JSON walker for
 * the privacy checks.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestClient, TestResponse } from '../support/test-client';
import type { TestServer } from '../support/test-server';

export const DAY_MS = 86_400_000;

export const GAUTENG = 300;
export const SANDTON = 303;
export const CAPE_TOWN = 901;
export const WESTERN_CAPE = 900;
export const SOUTH_AFRICA = 10;
export const REMOTE = 1;
export const INTERNATIONAL = 2;

export type ListingKind = 'job' | 'candidate';
export type ListingTable = 'jobs' | 'candidates';
export const TABLE: Record<ListingKind, ListingTable> = { job: 'jobs', candidate: 'candidates' };
export const PATH: Record<ListingKind, string> = { job: '/api/jobs', candidate: '/api/candidates' };

/** A word no other listing in the database holds: search with `q` to see only this test's rows. */
export const uniqueWord = (prefix = 'zq') => `${prefix}${randomBytes(5).toString('hex')}`;

/** A job a recruiter may save as is (no placement fee). */
export function jobBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    jobTitle: 'Senior Java Developer',
    natures: [1],
    equities: [1, 2],
    genderId: 4,
    packageId: 5,
    locations: [SANDTON],
    qualifications: 'BSc Computer Science',
    experience: '5+ years of Java',
    sectors: [30],
    categories: [23],
    ...overrides,
  };
}

/** A candidate any recruiter may save as is. */
export function candidateBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    candidateTitle: 'Chartered Accountant',
    natures: [1, 2],
    equities: [1],
    genderId: 2,
    packageId: 7,
    locations: [CAPE_TOWN],
    qualifications: 'CA(SA)',
    experience: '8 years in audit',
    sectors: [13],
    categories: [2],
    ...overrides,
  };
}

export const bodyFor = (kind: ListingKind, overrides: Record<string, unknown> = {}) =>
  kind === 'job' ? jobBody(overrides) : candidateBody(overrides);

/** Creates a listing through the API and returns `{uid, reference}`; fails the test on anything but 201. */
export async function createListing(
  client: TestClient,
  kind: ListingKind,
  overrides: Record<string, unknown> = {},
): Promise<{ uid: string; reference: string }> {
  const res = await client.post(PATH[kind], bodyFor(kind, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { uid: string; reference: string };
}

export async function countRows(server: TestServer, table: ListingTable): Promise<number> {
  const { rows } = await server.ctx.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

export type StoredListing = { created: Date; expiry: Date; updated: Date; row: Record<string, unknown> };

/** The stored row of one listing (created, expiry and every column), or undefined. */
export async function storedListing(
  server: TestServer,
  table: ListingTable,
  uid: string,
): Promise<StoredListing | undefined> {
  const { rows } = await server.ctx.pool.query<Record<string, unknown>>(`select * from ${table} where id = $1`, [uid]);
  const row = rows[0];
  if (!row) return undefined;
  return { created: row.created_at as Date, expiry: row.expires_at as Date, updated: row.updated_at as Date, row };
}

/**
 * Moves a listing into the past: created `ageDays` ago, expiring `lifetimeDays` after that
 * (60 by default, so it is still open while younger than 60 days).
 */
export async function ageListing(
  server: TestServer,
  table: ListingTable,
  uid: string,
  ageDays: number,
  lifetimeDays = 60,
): Promise<void> {
  await server.ctx.pool.query(
    `update ${table}
        set created_at = now() - make_interval(secs => $2::double precision * 86400),
            expires_at = now() - make_interval(secs => $2::double precision * 86400) + make_interval(hours => $3::int * 24)
      where id = $1`,
    [uid, ageDays, lifetimeDays],
  );
}

/** Lets a listing run out without being closed: created 10 days ago, expired an hour ago. */
export async function expireListing(server: TestServer, table: ListingTable, uid: string): Promise<void> {
  await server.ctx.pool.query(
    `update ${table} set created_at = now() - interval '10 days', expires_at = now() - interval '1 hour' where id = $1`,
    [uid],
  );
}

/** The uids of a search, in the order the API gave them. */
export async function searchUids(client: TestClient, path: string): Promise<string[]> {
  const res = await client.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.items as Array<{ uid: string }>).map((item) => item.uid);
}

/** Every key and every string value anywhere in a JSON answer. */
export function walkJson(
  value: unknown,
  visit: (path: string, key: string | null, value: unknown) => void,
  path = '$',
): void {
  visit(path, null, value);
  if (Array.isArray(value)) {
    value.forEach((item, index) => walkJson(item, visit, `${path}[${index}]`));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      visit(`${path}.${key}`, key, item);
      walkJson(item, visit, `${path}.${key}`);
    }
  }
}

const CONTACT_KEYS = /^(owner|ownerId|owner_id|userId|email|e-?mail|cellphone|landline|phone|mobile|contact)$/i;
/** A phone number as people write them: '+27 82 555 0101' or '082 555 0101'. */
const PHONE = /\+\d{2}[\d ]{6,}|\b0\d{2}[ -]\d{3}[ -]\d{4}\b/;

/**
 * No poster identity anywhere in an answer a non-admin gets: no owner/e-mail/phone keys, no string
 * with an '@', nothing that looks like a phone number, and none of the given contact strings.
 */
export function expectNoContactDetails(res: TestResponse, contacts: string[] = []): void {
  const text = JSON.stringify(res.body);
  for (const contact of contacts) expect(text, `answer leaks ${contact}`).not.toContain(contact);
  walkJson(res.body, (path, key, value) => {
    if (key !== null) expect(key, `${path} is a contact field`).not.toMatch(CONTACT_KEYS);
    if (typeof value === 'string') {
      expect(value, `${path} holds an e-mail address`).not.toContain('@');
      expect(value, `${path} holds a phone number`).not.toMatch(PHONE);
    }
  });
}
