/**
 * Creating jobs and candidates (spec “Entities and their fields” Job, Candidate, Reference format; spec “States and transitions” listing lifetime;
 * spec “Validation rules” Job save, Candidate save; spec “Roles and permissions” hiring companies): the answer, the stored row, every
 * validation message in the spec's order, the lookup values each kind may choose, the
 * placement fee and sourcing rules, free-text companions, unknown fields and length limits.
 * After every refusal nothing is stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import {
  PLACEMENT_FEE_NOT_ALLOWED_MESSAGE,
  PLACEMENT_FEE_RANGE_MESSAGE,
  SOURCING_NOT_ALLOWED_MESSAGE,
  invalidMessage,
  onlyWithChoiceMessage,
  tooLongMessage,
  unknownFieldMessage,
} from '../../shared/schemas/listing';
import { expectError } from '../support/api-helpers';
import { buildAdmin, buildHiringCompany, buildRecruiter, signIn } from '../support/factories';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import {
  DAY_MS,
  INTERNATIONAL,
  PATH,
  SANDTON,
  TABLE,
  bodyFor,
  candidateBody,
  consentToday,
  countRows,
  createListing,
  jobBody,
  storedListing,
  type ListingKind,
} from '../support/fixtures/listings';

const server = useTestServer();
let recruiter: TestClient;
let hiringCompany: TestClient;

beforeAll(async () => {
  recruiter = await signIn(server, await buildRecruiter(server));
  hiringCompany = await signIn(server, await buildHiringCompany(server));
});

/** Both tables' row counts, to show a refusal stored nothing. */
async function counts() {
  return { jobs: await countRows(server, 'jobs'), candidates: await countRows(server, 'candidates') };
}

/** Posts a body that must be refused with 422 'Invalid field', this message and field, storing nothing. */
async function expectRefused(
  client: TestClient,
  kind: ListingKind,
  body: unknown,
  expected: { message: string; field: string | undefined },
): Promise<void> {
  const before = await counts();
  const res = await client.post(PATH[kind], body);
  const { field, message } = expected;
  expectError(res, 422, { title: 'Invalid field', message, ...(field === undefined ? {} : { field }) });
  if (field === undefined) expect(res.body.error.field).toBeUndefined();
  expect(await counts()).toEqual(before);
}

const expectedReference = (kind: ListingKind, created: Date, uid: string) =>
  `${kind === 'job' ? 'J' : 'C'}${String(created.getUTCFullYear() % 100).padStart(2, '0')}${String(
    created.getUTCMonth() + 1,
  ).padStart(2, '0')}${uid.slice(0, 4).toUpperCase()}`;

describe.each(['job', 'candidate'] as const)('POST %s', (kind) => {
  it('answers 201 {uid, reference}; the reference is J/C + YYMM + the first four uid characters; expiry is created + 60 days', async () => {
    const before = Date.now();
    const res = await recruiter.post(PATH[kind], bodyFor(kind));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['reference', 'uid']);
    expect(res.body.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(res.body.reference).toMatch(kind === 'job' ? /^J\d{4}[0-9A-F]{4}$/ : /^C\d{4}[0-9A-F]{4}$/);

    const stored = await storedListing(server, TABLE[kind], res.body.uid);
    expect(stored).toBeDefined();
    expect(stored!.created.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(stored!.created.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(res.body.reference).toBe(expectedReference(kind, stored!.created, res.body.uid));
    expect(stored!.row.reference).toBe(res.body.reference);
    expect(stored!.expiry.getTime() - stored!.created.getTime()).toBe(60 * DAY_MS);

    const view = await recruiter.get(`${PATH[kind]}/${res.body.uid}`);
    expect(view.status).toBe(200);
    expect(view.body.listing).toMatchObject({
      uid: res.body.uid,
      kind,
      reference: res.body.reference,
      created: stored!.created.toISOString(),
      expiry: stored!.expiry.toISOString(),
      isClosed: false,
      isExpired: false,
      isNew: true,
      listingAge: 0,
      daysToExpiry: 60,
      isMine: true,
    });
  });

  it('stores exactly what was sent (trimmed, duplicates dropped) and reads it back', async () => {
    const body = bodyFor(kind, {
      natures: [2, 1, 2],
      qualifications: '  BCom Honours  ',
      additional: 'Own transport.',
      locations: [INTERNATIONAL, SANDTON],
      countryOther: 'Kenya',
    });
    const { uid } = await createListing(recruiter, kind, body);
    const view = await recruiter.get(`${PATH[kind]}/${uid}`);
    const { listing } = view.body;
    expect(listing).toMatchObject({
      ...body,
      natures: [2, 1],
      qualifications: 'BCom Honours',
      locations: [INTERNATIONAL, SANDTON],
      countryOther: 'Kenya',
    });
    expect(listing.title).toBe(kind === 'job' ? body.jobTitle : body.candidateTitle);
  });

  it('refuses a body that is not an object', async () => {
    await expectRefused(recruiter, kind, [bodyFor(kind)], {
      message: 'The listing provided is not valid.',
      field: undefined,
    });
  });
});

describe('POST /api/jobs validation (spec “Validation rules”, Job save, in order)', () => {
  /** Each step adds one field; before it, the save reports the message of that field. */
  const JOB_STEPS: Array<[field: string, value: unknown, message: string]> = [
    ['jobTitle', 'Mine Surveyor', 'The Job Title field is required.'],
    ['natures', [1], 'The Nature of Employment field is required.'],
    ['equities', [1], 'The Employment Equity field is required.'],
    ['genderId', 4, 'The Gender Preference field is required.'],
    ['packageId', 6, 'The Annual CTC Package field is required.'],
    ['locations', [INTERNATIONAL], 'The Locations field is required.'],
    ['countryOther', 'Botswana', 'The Country Name field is required.'],
    ['qualifications', 'GCC Mine Surveying', 'The Qualifications field is required.'],
    ['experience', '10 years underground', 'The Experience field is required.'],
    ['sectors', [38], 'The Industry Sector Experience field is required.'],
    ['categories', [29], 'The Recruitment Category field is required.'],
  ];

  async function walkSteps(client: TestClient, kind: ListingKind, steps: typeof JOB_STEPS) {
    const body: Record<string, unknown> = {};
    for (const [field, value, message] of steps) {
      await expectRefused(client, kind, body, { message, field });
      body[field] = value;
    }
    return body;
  }

  it('reports the first missing field of a recruiter job, one at a time, and saves once all are there', async () => {
    const body = await walkSteps(recruiter, 'job', JOB_STEPS);
    const res = await recruiter.post('/api/jobs', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('asks a hiring company for the Placement Fee % last', async () => {
    const body = await walkSteps(hiringCompany, 'job', JOB_STEPS);
    await expectRefused(hiringCompany, 'job', body, {
      message: 'The Placement Fee % field is required.',
      field: 'placementFee',
    });
    const res = await hiringCompany.post('/api/jobs', { ...body, placementFee: '15' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const stored = await storedListing(server, 'jobs', res.body.uid);
    expect(stored!.row).toMatchObject({ placement_fee: '15', company_type: 3, sourcing: false });
  });

  it('treats blank text and empty lists as missing', async () => {
    await expectRefused(recruiter, 'job', jobBody({ jobTitle: '   ' }), {
      message: 'The Job Title field is required.',
      field: 'jobTitle',
    });
    await expectRefused(recruiter, 'job', jobBody({ jobTitle: null }), {
      message: 'The Job Title field is required.',
      field: 'jobTitle',
    });
    await expectRefused(recruiter, 'job', jobBody({ natures: [] }), {
      message: 'The Nature of Employment field is required.',
      field: 'natures',
    });
    await expectRefused(recruiter, 'job', jobBody({ qualifications: '\n\t ' }), {
      message: 'The Qualifications field is required.',
      field: 'qualifications',
    });
    await expectRefused(recruiter, 'job', jobBody({ locations: [INTERNATIONAL], countryOther: '  ' }), {
      message: 'The Country Name field is required.',
      field: 'countryOther',
    });
  });
});

describe('POST /api/candidates validation (spec “Validation rules”, Candidate save, in order)', () => {
  it('reports the first missing field, one at a time, and saves once all are there', async () => {
    const steps: Array<[string, unknown, string]> = [
      ['candidateTitle', 'Financial Manager', 'The Candidate Title field is required.'],
      ['natures', [1], 'The Nature of Employment field is required.'],
      ['equities', [2], 'The Employment Equity field is required.'],
      ['genderId', 3, 'The Gender field is required.'],
      ['packageId', 9, 'The Annual CTC Package field is required.'],
      ['locations', [INTERNATIONAL], 'The Locations field is required.'],
      ['countryOther', 'Namibia', 'The Country Name field is required.'],
      ['qualifications', 'CA(SA)', 'The Qualifications field is required.'],
      ['experience', '12 years', 'The Experience field is required.'],
      ['sectors', [2], 'The Industry Sector Experience field is required.'],
      ['categories', [15], 'The Recruitment Category field is required.'],
      // POPIA: the poster's consent declaration, after the spec's fields.
      ['consent', consentToday(), 'The Consent field is required.'],
    ];
    const body: Record<string, unknown> = {};
    for (const [field, value, message] of steps) {
      await expectRefused(recruiter, 'candidate', body, { message, field });
      body[field] = value;
    }
    const res = await recruiter.post('/api/candidates', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('is refused to hiring companies (403), whatever the body, and stores nothing', async () => {
    for (const body of [candidateBody(), {}]) {
      const before = await counts();
      const res = await hiringCompany.post('/api/candidates', body);
      expectError(res, 403);
      expect(await counts()).toEqual(before);
    }
  });
});

describe('lookup values each kind may choose (spec “Entities and their fields”, lookup lists)', () => {
  const cases: Array<
    [name: string, kind: ListingKind, overrides: Record<string, unknown>, field: string, label: string]
  > = [
    ["sector 'Any' on a candidate", 'candidate', { sectors: [1] }, 'sectors', 'Industry Sector Experience'],
    ["sector 'None' on a job", 'job', { sectors: [2] }, 'sectors', 'Industry Sector Experience'],
    ["gender 'Other' on a job", 'job', { genderId: 3 }, 'genderId', 'Gender Preference'],
    ["gender 'Open' on a candidate", 'candidate', { genderId: 4 }, 'genderId', 'Gender'],
    ["equity 'Open' on a candidate", 'candidate', { equities: [1, 3] }, 'equities', 'Employment Equity'],
    ['an unknown package', 'job', { packageId: 15 }, 'packageId', 'Annual CTC Package'],
    ['an unknown location', 'candidate', { locations: [SANDTON, 9999] }, 'locations', 'Locations'],
    ['an unknown category', 'job', { categories: [0] }, 'categories', 'Recruitment Category'],
    ['an unknown nature', 'job', { natures: [4] }, 'natures', 'Nature of Employment'],
    ['an id that is not an integer', 'job', { natures: [1.5] }, 'natures', 'Nature of Employment'],
    ['an id sent as text', 'candidate', { genderId: '1' }, 'genderId', 'Gender'],
    ['a single id where a list is expected', 'job', { categories: 23 }, 'categories', 'Recruitment Category'],
    ['a huge id', 'job', { packageId: 2 ** 40 }, 'packageId', 'Annual CTC Package'],
  ];

  it.each(cases)('refuses %s', async (_name, kind, overrides, field, label) => {
    await expectRefused(recruiter, kind, bodyFor(kind, overrides), { message: invalidMessage(label), field });
  });

  it("accepts 'Any' sector, 'Open' gender and 'Open' equity on a job and 'None', 'Other' on a candidate", async () => {
    await createListing(recruiter, 'job', { sectors: [1], genderId: 4, equities: [3] });
    await createListing(recruiter, 'candidate', { sectors: [2], genderId: 3 });
  });
});

describe('placement fee and sourcing (spec “Roles and permissions”, hiring companies)', () => {
  it('refuses a placement fee on a recruiter job, but accepts none (absent, null or blank)', async () => {
    await expectRefused(recruiter, 'job', jobBody({ placementFee: '15' }), {
      message: PLACEMENT_FEE_NOT_ALLOWED_MESSAGE,
      field: 'placementFee',
    });
    for (const placementFee of [null, '', '  ']) {
      const { uid } = await createListing(recruiter, 'job', { placementFee });
      expect((await storedListing(server, 'jobs', uid))!.row.placement_fee).toBeNull();
    }
  });

  it.each(['0', '100', '12.5'])('accepts a hiring-company fee of %s %%', async (placementFee) => {
    const { uid } = await createListing(hiringCompany, 'job', { placementFee });
    const view = await hiringCompany.get(`/api/jobs/${uid}`);
    expect(view.body.listing).toMatchObject({ placementFee, companyType: 3, isHiringCompany: true });
  });

  it.each(['100.5', '-1', '101', 'abc', '1e2', '15%'])('refuses a hiring-company fee of %s', async (placementFee) => {
    await expectRefused(hiringCompany, 'job', jobBody({ placementFee }), {
      message: PLACEMENT_FEE_RANGE_MESSAGE,
      field: 'placementFee',
    });
  });

  it('refuses a fee that is not text', async () => {
    await expectRefused(hiringCompany, 'job', jobBody({ placementFee: 15 }), {
      message: invalidMessage('Placement Fee %'),
      field: 'placementFee',
    });
  });

  it('refuses sourcing for hiring-company jobs and stores it for recruiter jobs', async () => {
    await expectRefused(hiringCompany, 'job', jobBody({ placementFee: '10', sourcing: true }), {
      message: SOURCING_NOT_ALLOWED_MESSAGE,
      field: 'sourcing',
    });
    await createListing(hiringCompany, 'job', { placementFee: '10', sourcing: false });
    const { uid } = await createListing(recruiter, 'job', { sourcing: true });
    expect((await storedListing(server, 'jobs', uid))!.row.sourcing).toBe(true);
    await expectRefused(recruiter, 'job', jobBody({ sourcing: 'yes' }), {
      message: invalidMessage('Candidate Sourcing'),
      field: 'sourcing',
    });
  });
});

describe("free text of the 'other' choices", () => {
  it.each([
    ['sectorOther', 'Other Sector(s)', 'Other'],
    ['categoryOther', 'Other Category(ies)', 'Other'],
    ['countryOther', 'Country Name', 'International or Other'],
  ])('refuses %s without its choice', async (field, label, choice) => {
    for (const kind of ['job', 'candidate'] as const) {
      await expectRefused(recruiter, kind, bodyFor(kind, { [field]: 'Something else' }), {
        message: onlyWithChoiceMessage(label, choice),
        field,
      });
    }
  });

  it('stores the free text with its choice and shows it in the display names', async () => {
    const { uid } = await createListing(recruiter, 'job', {
      sectors: [99],
      sectorOther: 'Space mining',
      categories: [99, 29],
      categoryOther: 'Astro-geology',
    });
    const { listing } = (await recruiter.get(`/api/jobs/${uid}`)).body;
    expect(listing).toMatchObject({
      sectorOther: 'Space mining',
      categoryOther: 'Astro-geology',
      sectorName: 'Other, Space mining',
      categoryName: 'Other, Mining, Astro-geology',
    });
  });
});

describe('unknown fields and lengths', () => {
  it.each([
    ['job', 'salary'],
    ['job', 'uid'],
    ['job', 'reference'],
    ['job', 'ownerId'],
    ['job', 'created'],
    ['job', 'expiry'],
    ['job', 'companyType'],
    ['candidate', 'placementFee'],
    ['candidate', 'sourcing'],
    ['candidate', 'jobTitle'],
  ] as const)('refuses a %s with the unknown field %s (422, nothing stored)', async (kind, field) => {
    await expectRefused(recruiter, kind, bodyFor(kind, { [field]: field === 'sourcing' ? false : 'x' }), {
      message: unknownFieldMessage(field),
      field,
    });
  });

  it('refuses __proto__ and constructor as unknown fields', async () => {
    const valid = JSON.stringify(jobBody()).slice(1);
    await expectRefused(recruiter, 'job', `{"__proto__":{"isAdmin":true},${valid}`, {
      message: unknownFieldMessage('__proto__'),
      field: '__proto__',
    });
    await expectRefused(recruiter, 'job', `{"constructor":{"name":"x"},${valid}`, {
      message: unknownFieldMessage('constructor'),
      field: 'constructor',
    });
  });

  it('refuses text the database cannot hold (a NUL character) with 422, not 500', async () => {
    const before = await counts();
    const res = await recruiter.post('/api/jobs', jobBody({ jobTitle: 'Java\u0000Developer' }));
    expectError(res, 422, { title: 'Invalid field' });
    expect(await counts()).toEqual(before);
  });

  it('reports an unknown field before any other problem', async () => {
    await expectRefused(recruiter, 'job', { hack: true }, { message: unknownFieldMessage('hack'), field: 'hack' });
  });

  it.each([
    ['qualifications', 'Qualifications', LIMITS.qualifications],
    ['experience', 'Experience', LIMITS.experience],
    ['additional', 'Additional Information', LIMITS.additional],
  ])('accepts %s at its limit and refuses one character more', async (field, label, max) => {
    expect(max).toBe(field === 'additional' ? 2650 : 1280);
    for (const kind of ['job', 'candidate'] as const) {
      await expectRefused(recruiter, kind, bodyFor(kind, { [field]: 'q'.repeat(max + 1) }), {
        message: tooLongMessage(label, max),
        field,
      });
      const { uid } = await createListing(recruiter, kind, { [field]: 'q'.repeat(max) });
      expect(((await storedListing(server, TABLE[kind], uid))!.row[field] as string).length).toBe(max);
    }
  });

  it('refuses an over-long title', async () => {
    await expectRefused(recruiter, 'job', jobBody({ jobTitle: 't'.repeat(LIMITS.listingTitle + 1) }), {
      message: tooLongMessage('Job Title', LIMITS.listingTitle),
      field: 'jobTitle',
    });
  });
});

describe('who posts', () => {
  it('lets an admin post both kinds, owned by the admin', async () => {
    const admin = await buildAdmin(server);
    const client = await signIn(server, admin);
    for (const kind of ['job', 'candidate'] as const) {
      const { uid } = await createListing(client, kind);
      expect((await storedListing(server, TABLE[kind], uid))!.row.owner_id).toBe(admin.id);
    }
  });
});
