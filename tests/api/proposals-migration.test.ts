/**
 * Migration 0012 moves every match and sourcing offer into the one `proposals` table and keeps
 * their ids, so a link in a mail sent before it (/match/…/<uid>, /sourcing/…/<uid>) still opens
 * the same proposal. Built at 0011 (a copy of the migrations cut there), given rows, migrated.
 * On PGlite, or on the PostgreSQL server of TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../api/db/migrate';
import { createDb } from '../../api/db/pool';
import { loadProposal } from '../../api/services/proposals/load-proposal';
import { listingFields, migrationsUpTo, useDatabaseAtMigration } from '../support/database-at-migration';
import { createTestDatabase, openTestPool } from '../support/test-database';

const BEFORE = 11;

const database = useDatabaseAtMigration(BEFORE);
const { insert, account } = database;

describe('migration 0012: one proposals table', () => {
  it('moves a match and a sourcing offer into proposals with their ids and kinds, then drops the old tables', async () => {
    const [jobOwner, candidateOwner, sourcer] = [await account(), await account(), await account()];
    const jobId = await insert('jobs', {
      ...listingFields(jobOwner, 'J0012A'),
      job_title: 'Engineer',
      company_type: 1,
    });
    const candidateId = await insert('candidates', {
      ...listingFields(candidateOwner, 'C0012A'),
      candidate_title: 'Dev',
    });
    const matchId = await insert('matches', {
      proposer_id: candidateOwner,
      seconder_id: jobOwner,
      job_id: jobId,
      candidate_id: candidateId,
      j_reference: 'J0012A',
      c_reference: 'C0012A',
      status: 'approved',
      seconded_at: new Date('2026-01-02T03:04:05Z'),
    });
    const offerId = await insert('sourcing_offers', {
      proposer_id: sourcer,
      seconder_id: jobOwner,
      job_id: jobId,
      j_reference: 'J0012A',
    });
    await database.pool.query(
      `insert into usage_events (account_id, kind, subject_type, subject_id) values ($1, 'proposals', 'match', $2), ($3, 'sourcing', 'sourcing', $4)`,
      [candidateOwner, matchId, sourcer, offerId],
    );

    await runMigrations(database.pool);

    const { rows } = await database.pool.query(
      `select id, kind, proposer_id, seconder_id, job_id, candidate_id, j_reference, c_reference, status, seconded_at
         from proposals order by kind`,
    );
    expect(rows).toEqual([
      {
        id: matchId,
        kind: 'match',
        proposer_id: candidateOwner,
        seconder_id: jobOwner,
        job_id: jobId,
        candidate_id: candidateId,
        j_reference: 'J0012A',
        c_reference: 'C0012A',
        status: 'approved',
        seconded_at: new Date('2026-01-02T03:04:05Z'),
      },
      {
        id: offerId,
        kind: 'sourcing',
        proposer_id: sourcer,
        seconder_id: jobOwner,
        job_id: jobId,
        candidate_id: null,
        j_reference: 'J0012A',
        c_reference: null,
        status: 'proposed',
        seconded_at: null,
      },
    ]);
    // The old links open them, each under its own kind only.
    const db = createDb(database.pool);
    expect((await loadProposal(db, { uid: matchId, kind: 'match' }))?.candidate?.id).toBe(candidateId);
    expect((await loadProposal(db, { uid: offerId, kind: 'sourcing' }))?.proposal.proposerId).toBe(sourcer);
    expect(await loadProposal(db, { uid: matchId, kind: 'sourcing' })).toBeNull();
    expect(await loadProposal(db, { uid: offerId, kind: 'match' })).toBeNull();
    // Usage rows still name them.
    const usage = await database.pool.query(
      'select p.kind from usage_events u join proposals p on p.id = u.subject_id and p.kind = u.subject_type order by 1',
    );
    expect(usage.rows).toEqual([{ kind: 'match' }, { kind: 'sourcing' }]);
    const old = await database.pool.query(
      `select count(*)::int as n from information_schema.tables where table_name in ('matches', 'sourcing_offers')`,
    );
    expect(old.rows[0].n).toBe(0);
  });

  // A process of the previous version may still be writing while a new one migrates (ROLE=web
  // processes started apart): a match committed after the copy but before the DROP would be lost.
  // On PGlite the wire server runs one transaction at a time, so this only bites on PostgreSQL.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'copies a match that an older process commits while the migration runs',
    async () => {
      const server = await createTestDatabase({ empty: true });
      const folder = migrationsUpTo(BEFORE);
      const other = openTestPool(server.url!, 3);
      const writer = await other.connect();
      try {
        const setup = await other.connect();
        try {
          await migrate(drizzle(setup), { migrationsFolder: folder });
        } finally {
          setup.release();
        }
        const owner = async () =>
          (
            await other.query<{ id: string }>(
              `insert into accounts (email, password_hash, company_type, notifications) values ($1, 'x', 1, '{}') returning id`,
              [`${randomUUID()}@example.test`],
            )
          ).rows[0]!.id;
        const [jobOwner, candidateOwner] = [await owner(), await owner()];
        const listing = async (table: string, ownerId: string, reference: string, extra: Record<string, unknown>) => {
          const row = { ...listingFields(ownerId, reference), ...extra };
          const columns = Object.keys(row);
          const { rows } = await other.query<{ id: string }>(
            `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
            Object.values(row),
          );
          return rows[0]!.id;
        };
        const jobId = await listing('jobs', jobOwner, 'J0012C', { job_title: 'Engineer', company_type: 1 });
        const candidateId = await listing('candidates', candidateOwner, 'C0012C', { candidate_title: 'Dev' });

        await writer.query('BEGIN');
        const { rows } = await writer.query<{ id: string }>(
          `insert into matches (proposer_id, seconder_id, job_id, candidate_id, j_reference, c_reference)
           values ($1, $2, $3, $4, 'J0012C', 'C0012C') returning id`,
          [candidateOwner, jobOwner, jobId, candidateId],
        );
        const migrating = runMigrations(other);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await writer.query('COMMIT');
        await migrating;

        const moved = await other.query('select kind from proposals where id = $1', [rows[0]!.id]);
        expect(moved.rows).toEqual([{ kind: 'match' }]);
      } finally {
        writer.release();
        await other.end();
        await server.drop();
        rmSync(folder, { recursive: true, force: true });
      }
    },
    20_000,
  );

  it('requires a candidate of a match and none of an offer, and keeps one open proposal per pair of each kind', async () => {
    const [jobOwner, candidateOwner] = [await account(), await account()];
    const jobId = await insert('jobs', {
      ...listingFields(jobOwner, 'J0012B'),
      job_title: 'Engineer',
      company_type: 1,
    });
    const candidateId = await insert('candidates', {
      ...listingFields(candidateOwner, 'C0012B'),
      candidate_title: 'Dev',
    });
    const base = { proposer_id: candidateOwner, seconder_id: jobOwner, job_id: jobId, j_reference: 'J0012B' };
    const match = { ...base, kind: 'match', candidate_id: candidateId, c_reference: 'C0012B' };
    await expect(insert('proposals', { ...base, kind: 'match' })).rejects.toThrow(/proposals_kind_candidate_check/);
    await expect(insert('proposals', { ...match, kind: 'sourcing' })).rejects.toThrow(/proposals_kind_candidate_check/);
    await insert('proposals', match);
    await expect(insert('proposals', match)).rejects.toThrow(/proposals_open_match_key/);
    // The same member's sourcing offer for the job is another kind: allowed, once.
    await insert('proposals', { ...base, kind: 'sourcing' });
    await expect(insert('proposals', { ...base, kind: 'sourcing' })).rejects.toThrow(/proposals_open_sourcing_key/);
  });
});
