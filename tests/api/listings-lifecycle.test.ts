/**
 * A listing after it is posted (spec “States and transitions” Job and candidate listing, spec “Roles and permissions”, spec “The error catalogue” 'Job spec not found',
 * spec “Business constants and limits”): PUT by the owner or an admin only, extend (+7 days, cumulative), close (expiry one day
 * before created), what a closed or expired listing looks like to whom, and 404 for unknown or
 * malformed ids. Every refused change leaves the stored row as it was.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { unknownFieldMessage } from '../../shared/schemas/listing';
import { expectError } from '../support/api-helpers';
import { buildAdmin, buildHiringCompany, buildRecruiter, signIn } from '../support/factories';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import {
  DAY_MS,
  PATH,
  TABLE,
  bodyFor,
  createListing,
  expireListing,
  jobBody,
  searchUids,
  storedListing,
  type ListingKind,
} from '../support/fixtures/listings';

const server = useTestServer();
let owner: TestClient;
let other: TestClient;
let hiringCompany: TestClient;
let admin: TestClient;
let ownerId: string;

beforeAll(async () => {
  const ownerAccount = await buildRecruiter(server);
  ownerId = ownerAccount.id;
  owner = await signIn(server, ownerAccount);
  other = await signIn(server, await buildRecruiter(server));
  hiringCompany = await signIn(server, await buildHiringCompany(server));
  admin = await signIn(server, await buildAdmin(server));
});

const NOT_FOUND = {
  job: {
    title: 'Job spec not found',
    message: 'The job spec you are trying to view could not be found, and may have expired.',
  },
  candidate: {
    title: 'Candidate spec not found',
    message: 'The candidate spec you are trying to view could not be found, and may have expired.',
  },
} as const;

const KINDS = ['job', 'candidate'] as const;

async function rowOf(kind: ListingKind, uid: string) {
  const stored = await storedListing(server, TABLE[kind], uid);
  if (!stored) throw new Error(`no ${kind} ${uid}`);
  return stored;
}

/** Runs `act` and checks the stored row did not change at all. */
async function expectUnchanged(kind: ListingKind, uid: string, act: () => Promise<void>): Promise<void> {
  const before = await rowOf(kind, uid);
  await act();
  expect(await rowOf(kind, uid)).toEqual(before);
}

const changedBody = (kind: ListingKind) =>
  bodyFor(kind, {
    [kind === 'job' ? 'jobTitle' : 'candidateTitle']: 'Head of Data Engineering',
    natures: [2, 3],
    equities: [4],
    genderId: 1,
    packageId: 12,
    locations: [901, 1],
    qualifications: 'MSc Data Science',
    experience: '10 years of Python',
    sectors: [30, 47],
    categories: [23, 41],
    additional: 'Hybrid, two days in the office.',
    ...(kind === 'job' ? { sourcing: true } : {}),
  });

describe.each(KINDS)('PUT /api/%ss/:uid', (kind) => {
  it('lets the owner replace the fields; reference, created, expiry and owner stay', async () => {
    const { uid, reference } = await createListing(owner, kind);
    const before = await rowOf(kind, uid);
    const body = changedBody(kind);
    const res = await owner.put(`${PATH[kind]}/${uid}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.listing).toMatchObject({
      ...body,
      uid,
      reference,
      created: before.created.toISOString(),
      expiry: before.expiry.toISOString(),
    });

    const after = await rowOf(kind, uid);
    expect(after.row).toMatchObject({
      reference,
      owner_id: ownerId,
      package_id: 12,
      natures: [2, 3],
      sectors: [30, 47],
    });
    expect(after.created).toEqual(before.created);
    expect(after.expiry).toEqual(before.expiry);
    expect(after.updated.getTime()).toBeGreaterThanOrEqual(before.updated.getTime());
    expect((await owner.get(`${PATH[kind]}/${uid}`)).body.listing).toMatchObject(body);
  });

  it("lets an admin edit someone else's listing without taking it over", async () => {
    const { uid } = await createListing(owner, kind);
    const body = changedBody(kind);
    const res = await admin.put(`${PATH[kind]}/${uid}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await rowOf(kind, uid)).row.owner_id).toBe(ownerId);
    expect((await owner.get(`${PATH[kind]}/${uid}`)).body.listing).toMatchObject({ ...body, isMine: true });
  });

  it('refuses another recruiter (403) and a hiring company (403); the row is unchanged', async () => {
    const { uid } = await createListing(owner, kind);
    await expectUnchanged(kind, uid, async () => {
      expectError(await other.put(`${PATH[kind]}/${uid}`, changedBody(kind)), 403);
      expectError(await hiringCompany.put(`${PATH[kind]}/${uid}`, changedBody(kind)), 403);
    });
  });

  it('validates like a save and changes nothing when refused', async () => {
    const { uid } = await createListing(owner, kind);
    const title = kind === 'job' ? 'jobTitle' : 'candidateTitle';
    await expectUnchanged(kind, uid, async () => {
      expectError(await owner.put(`${PATH[kind]}/${uid}`, bodyFor(kind, { [title]: '' })), 422, {
        title: 'Invalid field',
        message: `The ${kind === 'job' ? 'Job' : 'Candidate'} Title field is required.`,
        field: title,
      });
      expectError(await owner.put(`${PATH[kind]}/${uid}`, { natures: [1] }), 422, { field: title });
      for (const field of ['reference', 'ownerId', 'created', 'expiry', 'uid']) {
        expectError(await owner.put(`${PATH[kind]}/${uid}`, bodyFor(kind, { [field]: 'x' })), 422, {
          title: 'Invalid field',
          message: unknownFieldMessage(field),
          field,
        });
      }
      expectError(await admin.put(`${PATH[kind]}/${uid}`, bodyFor(kind, { sectors: [kind === 'job' ? 2 : 1] })), 422, {
        field: 'sectors',
      });
    });
  });
});

describe('PUT of a hiring-company job', () => {
  it('keeps the hiring-company rules, also when an admin edits it', async () => {
    const { uid } = await createListing(hiringCompany, 'job', { placementFee: '12' });
    await expectUnchanged('job', uid, async () => {
      expectError(await admin.put(`/api/jobs/${uid}`, jobBody()), 422, {
        message: 'The Placement Fee % field is required.',
        field: 'placementFee',
      });
      expectError(await admin.put(`/api/jobs/${uid}`, jobBody({ placementFee: '12', sourcing: true })), 422, {
        field: 'sourcing',
      });
    });
    const res = await admin.put(`/api/jobs/${uid}`, jobBody({ placementFee: '20' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.listing).toMatchObject({ placementFee: '20', companyType: 3, isHiringCompany: true });
  });
});

describe.each(KINDS)('extend and close a %s', (kind) => {
  it('refuses to close a listing twice (409) and keeps the first closing date', async () => {
    const { uid } = await createListing(owner, kind);
    const first = await owner.post(`${PATH[kind]}/${uid}/close`);
    expect(first.status).toBe(200);
    const { expiry } = await rowOf(kind, uid);
    const second = await owner.post(`${PATH[kind]}/${uid}/close`);
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe('This listing is already closed.');
    expect((await rowOf(kind, uid)).expiry.getTime()).toBe(expiry.getTime());
  });

  it('extend adds 7 days to the current expiry, cumulatively (twice = +14 days)', async () => {
    const { uid } = await createListing(owner, kind);
    const { expiry } = await rowOf(kind, uid);
    const first = await owner.post(`${PATH[kind]}/${uid}/extend`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.listing.expiry).toBe(new Date(expiry.getTime() + 7 * DAY_MS).toISOString());
    const second = await owner.post(`${PATH[kind]}/${uid}/extend`);
    expect(second.status).toBe(200);
    expect(second.body.listing).toMatchObject({
      expiry: new Date(expiry.getTime() + 14 * DAY_MS).toISOString(),
      daysToExpiry: 74,
      isClosed: false,
    });
    expect((await rowOf(kind, uid)).expiry.getTime()).toBe(expiry.getTime() + 14 * DAY_MS);
  });

  it('two extends sent at once add 14 days, never 7 twice over the same value', async () => {
    const { uid } = await createListing(owner, kind);
    const { expiry } = await rowOf(kind, uid);
    const results = await Promise.all([
      owner.post(`${PATH[kind]}/${uid}/extend`),
      admin.post(`${PATH[kind]}/${uid}/extend`),
    ]);
    expect(results.map((res) => res.status)).toEqual([200, 200]);
    expect((await rowOf(kind, uid)).expiry.getTime()).toBe(expiry.getTime() + 14 * DAY_MS);
  });

  it("lets an admin extend and close someone else's listing", async () => {
    const { uid } = await createListing(owner, kind);
    const { created, expiry } = await rowOf(kind, uid);
    expect((await admin.post(`${PATH[kind]}/${uid}/extend`)).body.listing.expiry).toBe(
      new Date(expiry.getTime() + 7 * DAY_MS).toISOString(),
    );
    const closed = await admin.post(`${PATH[kind]}/${uid}/close`);
    expect(closed.status).toBe(200);
    expect((await rowOf(kind, uid)).expiry.getTime()).toBe(created.getTime() - DAY_MS);
  });

  it('close sets expiry to one day before created; the listing leaves search but its owner and admins still see it', async () => {
    const { uid, reference } = await createListing(owner, kind);
    const { created } = await rowOf(kind, uid);
    expect(await searchUids(other, `${PATH[kind]}?q=${reference}`)).toEqual([uid]);

    const res = await owner.post(`${PATH[kind]}/${uid}/close`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const closedExpiry = new Date(created.getTime() - DAY_MS).toISOString();
    expect(res.body.listing).toMatchObject({
      uid,
      isClosed: true,
      isExpired: true,
      expiry: closedExpiry,
      created: created.toISOString(),
    });
    expect((await rowOf(kind, uid)).expiry.toISOString()).toBe(closedExpiry);

    for (const viewer of [owner, other, admin])
      expect(await searchUids(viewer, `${PATH[kind]}?q=${reference}`)).toEqual([]);
    expect(await searchUids(owner, `${PATH[kind]}?mine=true&q=${reference}`)).toEqual([]);

    const mine = await owner.get(`${PATH[kind]}/${uid}`);
    expect(mine.status).toBe(200);
    // A closed listing is a record: nobody edits, extends or closes it again.
    expect(mine.body.listing).toMatchObject({
      isClosed: true,
      abilities: { canEdit: false, canExtend: false, canClose: false, canPropose: false },
    });
    const adminView = await admin.get(`${PATH[kind]}/${uid}`);
    expect(adminView.status).toBe(200);
    expect(adminView.body.listing).toMatchObject({ isClosed: true, abilities: { canEdit: false, canExtend: false } });

    for (const outsider of [other, hiringCompany]) {
      expectError(await outsider.get(`${PATH[kind]}/${uid}`), 404, NOT_FOUND[kind]);
    }
  });

  it('refuses to extend a closed listing (409), for the owner and for an admin', async () => {
    const { uid } = await createListing(owner, kind);
    await owner.post(`${PATH[kind]}/${uid}/close`);
    await expectUnchanged(kind, uid, async () => {
      expectError(await owner.post(`${PATH[kind]}/${uid}/extend`), 409);
      expectError(await admin.post(`${PATH[kind]}/${uid}/extend`), 409);
    });
  });

  it('refuses to edit a closed listing (409), for the owner and for an admin; a closed one is neither New nor editable', async () => {
    const { uid } = await createListing(owner, kind);
    await owner.post(`${PATH[kind]}/${uid}/close`);
    await expectUnchanged(kind, uid, async () => {
      expectError(await owner.put(`${PATH[kind]}/${uid}`, bodyFor(kind)), 409, {
        message: 'A closed listing cannot be edited.',
      });
      expectError(await admin.put(`${PATH[kind]}/${uid}`, bodyFor(kind)), 409, {
        message: 'A closed listing cannot be edited.',
      });
    });
    const view = await owner.get(`${PATH[kind]}/${uid}`);
    expect(view.body.listing).toMatchObject({ isClosed: true, isNew: false });
    expect(view.body.listing.abilities).toMatchObject({ canEdit: false, canExtend: false, canClose: false });
  });

  it("refuses another user's extend and close (403) and changes nothing", async () => {
    const { uid } = await createListing(owner, kind);
    await expectUnchanged(kind, uid, async () => {
      for (const outsider of [other, hiringCompany]) {
        expectError(await outsider.post(`${PATH[kind]}/${uid}/extend`), 403);
        expectError(await outsider.post(`${PATH[kind]}/${uid}/close`), 403);
      }
    });
  });

  it('answers 404 to another user for every action on a closed listing, and changes nothing', async () => {
    const { uid } = await createListing(owner, kind);
    await owner.post(`${PATH[kind]}/${uid}/close`);
    await expectUnchanged(kind, uid, async () => {
      expectError(await other.put(`${PATH[kind]}/${uid}`, bodyFor(kind)), 404, NOT_FOUND[kind]);
      expectError(await other.post(`${PATH[kind]}/${uid}/extend`), 404, NOT_FOUND[kind]);
      expectError(await other.post(`${PATH[kind]}/${uid}/close`), 404, NOT_FOUND[kind]);
    });
  });

  it('an expired listing (not closed) is hidden from others, and extending it brings it back', async () => {
    const { uid, reference } = await createListing(owner, kind);
    await expireListing(server, TABLE[kind], uid);
    const { expiry } = await rowOf(kind, uid);
    expect(await searchUids(other, `${PATH[kind]}?q=${reference}`)).toEqual([]);
    expectError(await other.get(`${PATH[kind]}/${uid}`), 404, NOT_FOUND[kind]);
    const mine = await owner.get(`${PATH[kind]}/${uid}`);
    expect(mine.body.listing).toMatchObject({ isExpired: true, isClosed: false, daysToExpiry: 0 });

    const extended = await owner.post(`${PATH[kind]}/${uid}/extend`);
    expect(extended.status).toBe(200);
    expect(extended.body.listing).toMatchObject({
      expiry: new Date(expiry.getTime() + 7 * DAY_MS).toISOString(),
      isExpired: false,
    });
    expect(await searchUids(other, `${PATH[kind]}?q=${reference}`)).toEqual([uid]);
  });

  it('answers 404 for an unknown or malformed uid on every route', async () => {
    const { uid: otherKindUid } = await createListing(owner, kind === 'job' ? 'candidate' : 'job');
    for (const id of [randomUUID(), 'not-a-uid', '123', `${randomUUID()}x`, otherKindUid, "1' or '1'='1"]) {
      const path = `${PATH[kind]}/${encodeURIComponent(id)}`;
      expectError(await owner.get(path), 404, NOT_FOUND[kind]);
      expectError(await admin.get(path), 404, NOT_FOUND[kind]);
      expectError(await owner.put(path, bodyFor(kind)), 404, NOT_FOUND[kind]);
      expectError(await owner.post(`${path}/extend`), 404, NOT_FOUND[kind]);
      expectError(await admin.post(`${path}/close`), 404, NOT_FOUND[kind]);
    }
  });
});
