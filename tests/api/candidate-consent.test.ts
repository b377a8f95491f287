/**
 * POPIA consent on every candidate: the poster declares that the candidate agreed
 * to be presented anonymously to other members, with its date. Required on POST and PUT, stored,
 * and shown to the candidate's owner and administrators only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/api-helpers';
import { buildAdmin, buildRecruiter, signIn } from '../support/factories';
import { candidateBody, jobBody, storedListing } from '../support/fixtures/listings';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer();
let owner: TestClient;
let other: TestClient;
let admin: TestClient;

beforeAll(async () => {
  owner = await signIn(server, await buildRecruiter(server));
  other = await signIn(server, await buildRecruiter(server));
  admin = await signIn(server, await buildAdmin(server));
});

const REQUIRED = { title: 'Invalid field', message: 'The Consent field is required.', field: 'consent' };

describe('candidate consent', () => {
  it('is required on POST: missing, not given, or without a date', async () => {
    for (const consent of [undefined, { given: false, date: '2026-01-05' }, { given: true }]) {
      const res = await owner.post('/api/candidates', candidateBody({ consent }));
      expectError(res, 422, REQUIRED);
    }
    expectError(
      await owner.post('/api/candidates', candidateBody({ consent: { given: true, date: '2099-01-01' } })),
      422,
      {
        field: 'consent',
        message: 'The Consent date cannot be in the future.',
      },
    );
    // Job specs take none.
    expectError(await owner.post('/api/jobs', jobBody({ consent: { given: true, date: '2026-01-05' } })), 422, {
      field: 'consent',
    });
  });

  it('is stored with the day it was given and when it was declared', async () => {
    const before = Date.now();
    const res = await owner.post('/api/candidates', candidateBody({ consent: { given: true, date: '2026-02-03' } }));
    expect(res.status).toBe(201);
    const stored = await storedListing(server, 'candidates', res.body.uid);
    // A date column: node-postgres reads it as local midnight of that day.
    expect(new Date(stored!.row.consent_date as Date).toDateString()).toBe(new Date(2026, 1, 3).toDateString());
    expect((stored!.row.consent_recorded_at as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('is shown to the owner and administrators only', async () => {
    const { uid } = (
      await owner.post('/api/candidates', candidateBody({ consent: { given: true, date: '2026-02-03' } }))
    ).body;
    const consent = { given: true, date: '2026-02-03' };
    expect((await owner.get(`/api/candidates/${uid}`)).body.listing.consent).toEqual(consent);
    expect((await admin.get(`/api/candidates/${uid}`)).body.listing.consent).toEqual(consent);
    const seen = await other.get(`/api/candidates/${uid}`);
    expect(seen.status).toBe(200);
    expect(seen.body.listing).not.toHaveProperty('consent');
    const search = await other.get('/api/candidates');
    expect(JSON.stringify(search.body)).not.toContain('consent');
  });

  it('is required on PUT too, and a new date replaces the old one', async () => {
    const { uid } = (await owner.post('/api/candidates', candidateBody())).body;
    const { consent: _consent, ...withoutConsent } = candidateBody();
    expectError(await owner.put(`/api/candidates/${uid}`, withoutConsent), 422, REQUIRED);
    const res = await owner.put(
      `/api/candidates/${uid}`,
      candidateBody({ consent: { given: true, date: '2026-01-10' } }),
    );
    expect(res.status).toBe(200);
    expect(res.body.listing.consent).toEqual({ given: true, date: '2026-01-10' });
  });

  it('shows null for a candidate posted before consent was asked for', async () => {
    const { uid } = (await owner.post('/api/candidates', candidateBody())).body;
    await server.ctx.pool.query('update candidates set consent_date = null, consent_recorded_at = null where id = $1', [
      uid,
    ]);
    expect((await owner.get(`/api/candidates/${uid}`)).body.listing.consent).toBeNull();
  });
});
