/**
 * Migration 0015 (issue 21) gives every proposal approved before deals existed its deal, as an
 * approval now would: the job owner and the other party, stage Introduced, the hiring-company job's
 * fee % where it reads as one, a 'created' event at the approval's time; nothing for proposals not
 * approved. Built at 0014 (a copy of the migrations cut there), given rows, migrated. On PGlite, or
 * on the PostgreSQL server of TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase } from '../../api/db/embedded';
import { MIGRATIONS_FOLDER, runMigrations } from '../../api/db/migrate';
import { createTestDatabase } from '../support/test-database';

const BEFORE = 14;

let pool: pg.Pool;
let stop: () => Promise<void>;
let folder: string;

function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rc-migrations-'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= last);
  for (const { tag } of journal.entries)
    cpSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  cpSync(path.join(MIGRATIONS_FOLDER, 'meta'), path.join(dir, 'meta'), { recursive: true });
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    stop = database.drop;
  } else {
    const database = await startEmbeddedDatabase('memory://');
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    stop = database.stop;
  }
  folder = migrationsUpTo(BEFORE);
  const client = await pool.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    client.release();
  }
});

afterAll(async () => {
  await pool?.end();
  await stop?.();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function insert(table: string, row: Record<string, unknown>): Promise<string> {
  const columns = Object.keys(row);
  const { rows } = await pool.query<{ id: string }>(
    `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return rows[0]!.id;
}

const account = () =>
  insert('accounts', {
    email: `${randomUUID()}@example.test`,
    password_hash: 'x',
    company_type: 1,
    notifications: '{}',
  });

const listing = (ownerId: string, reference: string) => ({
  owner_id: ownerId,
  reference,
  expires_at: new Date(Date.now() + 14 * 86_400_000),
  categories: [1],
  natures: [1],
  equities: [1],
  gender_id: 1,
  package_id: 1,
  locations: [1],
  qualifications: 'Degree',
  experience: 'Five years',
  sectors: [1],
});

describe('migration 0015: deals for proposals approved before', () => {
  it('opens one deal per approved proposal, with the hiring-company fee % and a created event', async () => {
    const [hiring, recruiter, sourcer, other] = [await account(), await account(), await account(), await account()];
    const hiringJob = await insert('jobs', {
      ...listing(hiring, 'J0015A'),
      job_title: 'Mine Manager',
      company_type: 3,
      placement_fee: '12,5 %',
    });
    const plainJob = await insert('jobs', { ...listing(recruiter, 'J0015B'), job_title: 'Engineer', company_type: 1 });
    const badFeeJob = await insert('jobs', {
      ...listing(hiring, 'J0015C'),
      job_title: 'Geologist',
      company_type: 3,
      placement_fee: '150',
    });
    const candidate = await insert('candidates', { ...listing(other, 'C0015A'), candidate_title: 'Manager' });
    const approvedAt = new Date('2026-03-04T05:06:07Z');
    const base = { j_reference: 'J0015A', status: 'approved', seconded_at: approvedAt };
    // The hiring company approved a match the recruiter of the candidate proposed.
    const matchId = await insert('proposals', {
      ...base,
      kind: 'match',
      proposer_id: other,
      seconder_id: hiring,
      job_id: hiringJob,
      candidate_id: candidate,
      c_reference: 'C0015A',
    });
    // The job owner proposed their job to the candidate's owner, who approved.
    const reverseId = await insert('proposals', {
      ...base,
      kind: 'match',
      proposer_id: recruiter,
      seconder_id: other,
      job_id: plainJob,
      candidate_id: candidate,
      j_reference: 'J0015B',
      c_reference: 'C0015A',
    });
    const offerId = await insert('proposals', {
      ...base,
      kind: 'sourcing',
      proposer_id: sourcer,
      seconder_id: hiring,
      job_id: badFeeJob,
      j_reference: 'J0015C',
    });
    const pendingId = await insert('proposals', {
      kind: 'sourcing',
      proposer_id: sourcer,
      seconder_id: recruiter,
      job_id: plainJob,
      j_reference: 'J0015B',
    });

    await runMigrations(pool);

    const { rows } = await pool.query(
      `select proposal_id, job_owner_id, partner_id, stage, fee_percent, is_fee_from_job, split_percent, guarantee_days,
              terms_version, terms_frozen_at, created_at from deals`,
    );
    const byProposal = new Map(rows.map((r) => [r.proposal_id, r]));
    expect(byProposal.has(pendingId)).toBe(false);
    expect(rows).toHaveLength(3);
    expect(byProposal.get(matchId)).toMatchObject({
      job_owner_id: hiring,
      partner_id: other,
      stage: 'introduced',
      fee_percent: '12.500',
      is_fee_from_job: true,
      split_percent: 50,
      guarantee_days: 90,
      terms_version: '2026-11',
      terms_frozen_at: null,
      created_at: approvedAt,
    });
    expect(byProposal.get(reverseId)).toMatchObject({ job_owner_id: recruiter, partner_id: other, fee_percent: null });
    // A placement fee that does not read as 0-100 is left for the job owner to enter.
    expect(byProposal.get(offerId)).toMatchObject({
      job_owner_id: hiring,
      partner_id: sourcer,
      fee_percent: null,
      is_fee_from_job: false,
    });
    const events = await pool.query(`select kind, stage, created_at from deal_events`);
    expect(events.rows).toHaveLength(3);
    expect(events.rows.every((e) => e.kind === 'created' && e.stage === 'introduced')).toBe(true);
  });
});
