/**
 * Review of responsiveness and good standing: a lapsed member may not read another member's responsiveness record
 * through that member's listing — it is part of the Propose screen (network use), like opening the
 * listing itself, which already answers 403 'Membership lapsed'. Their own record stays reachable.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TITLES } from '../../shared/messages';
import { expectError } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import { buildParty, createCandidate, createJob, type Party } from '../support/fixtures/matches';

const server = useTestServer();
const DAY_MS = 86_400_000;
let poster: Party;
let lapsed: Party;

beforeAll(async () => {
  [poster, lapsed] = await Promise.all([buildParty(server), buildParty(server)]);
});

/** Trial ended 6 days ago without approval (activated 20 days ago, 14 trial days). */
async function lapse(party: Party): Promise<void> {
  await server.ctx.pool.query(
    `update accounts set activated_at = $2, trial_days = 14, is_approved = false, is_contracted = false where id = $1`,
    [party.id, new Date(Date.now() - 20 * DAY_MS)],
  );
}

describe('a lapsed member and others’ responsiveness records', () => {
  it('is refused another member’s record (403 Membership lapsed) but keeps their own and their own listings’', async () => {
    const job = await createJob(poster);
    const candidate = await createCandidate(poster);
    const own = await createJob(lapsed);
    await lapse(lapsed);

    // The listing itself is already refused: its owner's record must be too.
    expectError(await lapsed.client.get(`/api/jobs/${job.uid}`), 403, { title: TITLES.membershipLapsed });
    for (const path of [`/api/jobs/${job.uid}/responsiveness`, `/api/candidates/${candidate.uid}/responsiveness`])
      expectError(await lapsed.client.get(path), 403, {
        title: TITLES.membershipLapsed,
        message: MESSAGES.membershipLapsed,
      });

    expect((await lapsed.client.get(`/api/jobs/${own.uid}/responsiveness`)).status).toBe(200);
    expect((await lapsed.client.get('/api/me/responsiveness')).status).toBe(200);
    // A member in standing still reads it.
    expect((await lapsed.client.get('/api/me')).body.account.standing).toBe('lapsed');
    const other = await buildParty(server);
    expect((await other.client.get(`/api/jobs/${job.uid}/responsiveness`)).status).toBe(200);
  });
});
