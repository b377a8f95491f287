/**
 * Review: "the hashes of a closed listing are deleted after 12 months". The purge took
 * the expiry as the day a candidate left the network, but closing sets the expiry a day before the
 * listing's CREATION: a candidate posted over a year ago, kept open by extensions and closed today
 * lost its hashes (and the evidence for an ownership dispute) at the next daily run, not a year later.
 */
import { describe, expect, it } from 'vitest';
import { handlePurgeCandidateIdentifiers } from '../../api/jobs/purge-candidate-identifiers';
import { useTestServer } from '../support/use-test-server';
import { buildParty, createCandidate } from '../support/fixtures/matches';

const server = useTestServer();

describe('identifier hashes of a closed candidate', () => {
  it('are kept for 12 months after the candidate is closed, however old it was', async () => {
    const owner = await buildParty(server);
    const candidate = await createCandidate(owner, { identifiers: { passport: 'OLDOPEN123' } });
    // Posted 14 months ago and extended since: open until today.
    await server.ctx.pool.query(
      `update candidates set created_at = now() - interval '14 months', expires_at = now() + interval '5 days' where id = $1`,
      [candidate.uid],
    );
    const closed = await owner.client.post(`/api/candidates/${candidate.uid}/close`);
    expect(closed.status, JSON.stringify(closed.body)).toBeLessThan(300);
    await handlePurgeCandidateIdentifiers(server.ctx, null);
    const { rows } = await server.ctx.pool.query('select 1 from candidate_identifiers where candidate_id = $1', [
      candidate.uid,
    ]);
    expect(rows).toHaveLength(1);
  });
});
