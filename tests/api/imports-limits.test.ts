/**
 * Bulk import budgets (docs/imports.md): each preview, commit or report runs every row of a file
 * through the listing rules and the anonymity guard, so a member gets ten times the upload budget
 * of them in a window, and then 429 — a client looping the preview cannot keep the server busy.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../support/use-test-server';
import { buildParty, type Party } from '../support/fixtures/matches';
import { JOB_HEADERS, csvOf, jobRow, preparedImport } from '../support/fixtures/imports';

const server = useTestServer({ env: { IMPORT_LIMIT_PER_ACCOUNT: '1', IMPORT_LIMIT_PER_IP: '1000' } });
let recruiter: Party;
let other: Party;

beforeAll(async () => {
  [recruiter, other] = await Promise.all([buildParty(server), buildParty(server)]);
});

describe('import checks', () => {
  it('allows ten checks per upload allowed, then answers 429 and checks nothing more', async () => {
    const uid = await preparedImport(recruiter.client, 'job', csvOf(JOB_HEADERS, [jobRow('L1'), jobRow('L2')]));
    for (let i = 0; i < 9; i += 1) {
      expect((await recruiter.client.get(`/api/imports/${uid}/preview`)).status).toBe(200);
    }
    expect((await recruiter.client.get(`/api/imports/${uid}/report.csv`)).status).toBe(200);
    const refused = await recruiter.client.get(`/api/imports/${uid}/preview`);
    expect(refused.status).toBe(429);
    expect(refused.body.error.title).toBe('Too many requests');
    const commit = await recruiter.client.post(`/api/imports/${uid}/commit`);
    expect(commit.status).toBe(429);
    const { rows } = await server.ctx.pool.query<{ n: number }>(
      'select count(*)::int as n from jobs where owner_id = $1',
      [recruiter.id],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('counts each member on their own', async () => {
    const uid = await preparedImport(other.client, 'job', csvOf(JOB_HEADERS, [jobRow('M1')]));
    expect((await other.client.get(`/api/imports/${uid}/preview`)).status).toBe(200);
  });
});
