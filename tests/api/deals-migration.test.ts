/**
 * Migration 0015 gives every proposal approved before deals existed its deal, as an
 * approval now would: the job owner and the other party, stage Introduced, the hiring-company job's
 * fee % where it reads as one, a 'created' event at the approval's time; nothing for proposals not
 * approved. Built at 0014 (a copy of the migrations cut there), given rows, migrated. On PGlite, or
 * on the PostgreSQL server of TEST_DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../api/db/migrate';
import { listingFields, useDatabaseAtMigration } from '../support/database-at-migration';

const BEFORE = 14;

const database = useDatabaseAtMigration(BEFORE);
const { insert, account } = database;

describe('migration 0015: deals for proposals approved before', () => {
  it('opens one deal per approved proposal, with the hiring-company fee % and a created event', async () => {
    const [hiring, recruiter, sourcer, other] = [await account(), await account(), await account(), await account()];
    const hiringJob = await insert('jobs', {
      ...listingFields(hiring, 'J0015A'),
      job_title: 'Mine Manager',
      company_type: 3,
      placement_fee: '12,5 %',
    });
    const plainJob = await insert('jobs', {
      ...listingFields(recruiter, 'J0015B'),
      job_title: 'Engineer',
      company_type: 1,
    });
    const badFeeJob = await insert('jobs', {
      ...listingFields(hiring, 'J0015C'),
      job_title: 'Geologist',
      company_type: 3,
      placement_fee: '150',
    });
    const candidate = await insert('candidates', { ...listingFields(other, 'C0015A'), candidate_title: 'Manager' });
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

    await runMigrations(database.pool);

    const { rows } = await database.pool.query(
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
    const events = await database.pool.query(`select kind, stage, created_at from deal_events`);
    expect(events.rows).toHaveLength(3);
    expect(events.rows.every((e) => e.kind === 'created' && e.stage === 'introduced')).toBe(true);
  });
});
