/**
 * Bulk import's saved mapping per member and kind (docs/imports.md): a mapping saved on one import
 * is suggested for the next upload of the same headers after that import has expired, column
 * mapping and word choices alike; never to another member, never for the other kind; erasing the
 * account deletes it.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../api/clock';
import { handleEraseDeletedAccounts } from '../../api/jobs/erase-deleted-accounts';
import { useTestServer } from '../support/use-test-server';
import { buildParty, type Party } from '../support/fixtures/matches';
import { csvOf, upload } from '../support/fixtures/imports';

const server = useTestServer({ env: { IMPORT_LIMIT_PER_ACCOUNT: '500', IMPORT_LIMIT_PER_IP: '1000' } });
let member: Party;
let other: Party;

afterEach(() => resetClock());

beforeAll(async () => {
  [member, other] = await Promise.all([buildParty(server), buildParty(server)]);
  await saveMapping(member);
});

/** An ATS export whose headers the synonyms only partly know ('Employment Type', 'Notes'). */
const HEADERS = ['Vacancy Code', 'Heading', 'Employment Type', 'Where', 'Notes'];
const FILE = csvOf(HEADERS, [
  ['V1', 'Senior Java Developer', 'Perm', 'Head Office', 'Five years of Java'],
  ['V2', 'Data Engineer', 'Contract', 'JHB', 'Three years of Python'],
]);
/** What the synonyms alone suggest for HEADERS. */
const BY_SYNONYMS = { 'Employment Type': 'natures', Notes: 'additional' };
/** The member's own mapping: 'Notes' against the synonym table, headers no synonym knows. */
const MAPPING = {
  'Vacancy Code': 'ref',
  Heading: 'jobTitle',
  'Employment Type': 'natures',
  Where: 'locations',
  Notes: 'experience',
};
const JOHANNESBURG = 301;
const PERMANENT = 1;

/** Uploads FILE, maps its columns (`columns`) with no words: the words to confirm, as suggested. */
async function choicesAfterMapping(party: Party, columns: Record<string, string>) {
  const uploaded = await upload(party.client, 'job', FILE);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const uid = uploaded.body.import.uid as string;
  const mapped = await party.client.put(`/api/imports/${uid}/mapping`, { columns, values: {} });
  expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
  const suggested = (field: string, word: string) =>
    (mapped.body.import.valueChoices[field] as Array<{ word: string; suggested: number | null }>).find(
      (choice) => choice.word === word,
    )?.suggested;
  return { uid, suggestedMapping: uploaded.body.import.suggestedMapping, suggested };
}

/** The member maps FILE as MAPPING, 'Head Office' as Johannesburg and 'Perm' as "Not matched"; then the import expires. */
async function saveMapping(party: Party): Promise<void> {
  const first = await upload(party.client, 'job', FILE);
  const uid = first.body.import.uid as string;
  expect(first.body.import.suggestedMapping).toEqual(BY_SYNONYMS);
  const saved = await party.client.put(`/api/imports/${uid}/mapping`, {
    columns: MAPPING,
    values: { locations: { 'Head Office': JOHANNESBURG, JHB: JOHANNESBURG }, natures: { Perm: null } },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // A day later the import is gone (delete-expired-imports): only the saved mapping can suggest.
  await server.ctx.pool.query('delete from imports where owner_id = $1', [party.id]);
}

describe('saved import mapping', () => {
  it('suggests the saved columns and word choices after the import has expired', async () => {
    const next = await choicesAfterMapping(member, MAPPING);
    expect(next.suggestedMapping).toEqual(MAPPING);
    expect(next.suggested('locations', 'Head Office')).toBe(JOHANNESBURG);
    // "Not matched" is a choice too: 'Perm' would otherwise be Permanent.
    expect(next.suggested('natures', 'Perm')).toBeNull();
    expect(next.suggested('natures', 'Contract')).toBe(2);
  });

  it('keeps no field this kind has not and no id it may not choose', async () => {
    const party = await buildParty(server);
    await saveMapping(party);
    await server.ctx.pool.query(
      `update import_mappings set columns = columns || '{"Heading": "candidateTitle"}',
         "values" = jsonb_set("values", '{locations,head office}', '-1') where account_id = $1`,
      [party.id],
    );
    const next = await choicesAfterMapping(party, MAPPING);
    expect(next.suggestedMapping).toEqual({ ...MAPPING, Heading: undefined });
    expect(Object.hasOwn(next.suggestedMapping, 'Heading')).toBe(false);
    expect(next.suggested('locations', 'Head Office')).toBeNull();
    expect(next.suggested('locations', 'JHB')).toBe(JOHANNESBURG);
  });

  it('is the member’s own: another member is suggested the synonyms only', async () => {
    const theirs = await choicesAfterMapping(other, MAPPING);
    expect(theirs.suggestedMapping).toEqual(BY_SYNONYMS);
    expect(theirs.suggested('locations', 'Head Office')).toBeNull();
    expect(theirs.suggested('natures', 'Perm')).toBe(PERMANENT);
  });

  it('is per kind: the member’s candidate upload is suggested the synonyms only', async () => {
    const candidates = await upload(member.client, 'candidate', FILE);
    expect(candidates.status, JSON.stringify(candidates.body)).toBe(201);
    expect(candidates.body.import.suggestedMapping).toEqual(BY_SYNONYMS);
  });

  it('adds each saved mapping to the last: other headers and words stay', async () => {
    const party = await buildParty(server);
    await saveMapping(party);
    const uploaded = await upload(party.client, 'job', csvOf(['Code', 'Where'], [['C1', 'Sandton Office']]));
    const uid = uploaded.body.import.uid as string;
    expect(uploaded.body.import.suggestedMapping).toEqual({ Where: 'locations' });
    const put = await party.client.put(`/api/imports/${uid}/mapping`, {
      columns: { Code: 'ref' },
      values: { locations: { 'Sandton Office': 303 } },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const { rows } = await server.ctx.pool.query(
      'select columns, "values" from import_mappings where account_id = $1',
      [party.id],
    );
    // 'Where' was in this file and left unmapped: no longer remembered; 'Vacancy Code' was not.
    expect(rows).toEqual([
      {
        columns: {
          'Vacancy Code': 'ref',
          Heading: 'jobTitle',
          'Employment Type': 'natures',
          Notes: 'experience',
          Code: 'ref',
        },
        values: {
          locations: { 'head office': JOHANNESBURG, jhb: JOHANNESBURG, 'sandton office': 303 },
          natures: { perm: null },
        },
      },
    ]);
  });

  it('is deleted when the account is erased', async () => {
    const party = await buildParty(server);
    await saveMapping(party);
    const requested = await party.client.post('/api/me/delete', { password: party.password });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    setClock(new Date(new Date(requested.body.dueAt).getTime() + 60_000));
    expect(await handleEraseDeletedAccounts(server.ctx, null)).toContain(party.id);
    const { rows } = await server.ctx.pool.query('select 1 from import_mappings where account_id = $1', [party.id]);
    expect(rows).toEqual([]);
  });
});
