/**
 * Country Name: spec “Validation rules” rule 7 asks for it when the Other location is chosen, spec “Entities and their fields” says
 * International asks for it. Both choices ask for it and require it, for jobs and candidates, on create
 * and on edit, in the spec's order (after Locations, before Qualifications), with the spec's message
 * form; the name is shown wherever the listing's locations are.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OTHER_LOCATION_ID } from '../../shared/lookups';
import { onlyWithChoiceMessage } from '../../shared/schemas/listing';
import { expectError } from '../support/api-helpers';
import { buildRecruiter, signIn } from '../support/factories';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import {
  INTERNATIONAL,
  PATH,
  SANDTON,
  TABLE,
  bodyFor,
  countRows,
  createListing,
  storedListing,
  uniqueWord,
  type ListingKind,
} from '../support/fixtures/listings';

const OTHER = OTHER_LOCATION_ID;
const COUNTRY_NAME_REQUIRED = 'The Country Name field is required.';

const server = useTestServer();
let recruiter: TestClient;

beforeAll(async () => {
  recruiter = await signIn(server, await buildRecruiter(server));
});

describe.each(['job', 'candidate'] as const)('Country Name on a %s', (kind: ListingKind) => {
  it('is required when the Other location is chosen (422 Invalid field, nothing stored)', async () => {
    for (const countryOther of [undefined, '', '   ']) {
      const before = await countRows(server, TABLE[kind]);
      const res = await recruiter.post(PATH[kind], bodyFor(kind, { locations: [OTHER], countryOther }));
      expectError(res, 422, { title: 'Invalid field', message: COUNTRY_NAME_REQUIRED, field: 'countryOther' });
      expect(await countRows(server, TABLE[kind])).toBe(before);
    }
  });

  it('comes seventh: after Locations, before Qualifications', async () => {
    const res = await recruiter.post(
      PATH[kind],
      bodyFor(kind, { locations: [SANDTON, OTHER], qualifications: '', experience: '' }),
    );
    expectError(res, 422, { title: 'Invalid field', message: COUNTRY_NAME_REQUIRED, field: 'countryOther' });
  });

  it('is still required for International, and one name serves International and Other together', async () => {
    const missing = await recruiter.post(PATH[kind], bodyFor(kind, { locations: [INTERNATIONAL] }));
    expectError(missing, 422, { message: COUNTRY_NAME_REQUIRED, field: 'countryOther' });
    await createListing(recruiter, kind, { locations: [INTERNATIONAL, OTHER], countryOther: 'Botswana' });
  });

  it('is stored with Other and shown in the listing view and in the list tile', async () => {
    const word = uniqueWord();
    const titleField = kind === 'job' ? 'jobTitle' : 'candidateTitle';
    const { uid } = await createListing(recruiter, kind, {
      [titleField]: `Plant Manager ${word}`,
      locations: [OTHER],
      countryOther: ' Lesotho ',
    });
    expect((await storedListing(server, TABLE[kind], uid))!.row.country_other).toBe('Lesotho');

    const view = await recruiter.get(`${PATH[kind]}/${uid}`);
    expect(view.body.listing).toMatchObject({ locations: [OTHER], countryOther: 'Lesotho' });
    expect(view.body.listing.locationName).toContain('Lesotho');

    const list = await recruiter.get(`${PATH[kind]}?q=${word}`);
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0].locationName).toContain('Lesotho');
  });

  it('is required when an edit moves the listing to Other, and the edit stores nothing', async () => {
    const { uid } = await createListing(recruiter, kind);
    const res = await recruiter.put(`${PATH[kind]}/${uid}`, bodyFor(kind, { locations: [OTHER] }));
    expectError(res, 422, { title: 'Invalid field', message: COUNTRY_NAME_REQUIRED, field: 'countryOther' });
    expect((await storedListing(server, TABLE[kind], uid))!.row.locations).not.toContain(OTHER);

    const saved = await recruiter.put(
      `${PATH[kind]}/${uid}`,
      bodyFor(kind, { locations: [OTHER], countryOther: 'Eswatini' }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await storedListing(server, TABLE[kind], uid))!.row.country_other).toBe('Eswatini');
  });

  it('is refused without International or Other (the name would describe no chosen location)', async () => {
    const res = await recruiter.post(PATH[kind], bodyFor(kind, { locations: [SANDTON], countryOther: 'Kenya' }));
    expectError(res, 422, {
      title: 'Invalid field',
      message: onlyWithChoiceMessage('Country Name', 'International or Other'),
      field: 'countryOther',
    });
  });
});
