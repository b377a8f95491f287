/**
 * Bulk import (docs/imports.md): upload (CSV and XLSX), limits, mapping, the preview's per-row
 * errors in the words POST /api/jobs|candidates gives, the anonymity guard and candidate consent
 * on a row, who may import what, and the owner-only rule. Commit, idempotency, rollback and the
 * report are tests/api/imports-commit.test.ts.
 */
import type ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../shared/schemas/imports';
import { handleDeleteExpiredImports } from '../../api/jobs/delete-expired-imports';
import { requiredMessage } from '../../shared/messages';
import { anonymityRefusalMessage } from '../../shared/anonymity';
import { CONSENT_DATE_FUTURE_MESSAGE } from '../../shared/schemas/listing';
import { useTestServer } from '../support/use-test-server';
import { buildParty, type Party } from '../support/fixtures/matches';
import { jobBody } from '../support/fixtures/listings';
import {
  CANDIDATE_HEADERS,
  JOB_HEADERS,
  candidateRow,
  csvOf,
  jobRow,
  mapAsSuggested,
  preparedImport,
  upload,
  xlsxOf,
} from '../support/fixtures/imports';

const server = useTestServer({ env: { IMPORT_LIMIT_PER_ACCOUNT: '500', IMPORT_LIMIT_PER_IP: '1000' } });
let recruiter: Party;
let other: Party;
let hiring: Party;

beforeAll(async () => {
  [recruiter, other, hiring] = await Promise.all([
    buildParty(server),
    buildParty(server),
    buildParty(server, 'hiring'),
  ]);
});

describe('upload', () => {
  it('reads a CSV export: headers, rows and the suggested mapping', async () => {
    const res = await upload(recruiter.client, 'job', csvOf(JOB_HEADERS, [jobRow('A1'), jobRow('A2')]), 'jobs.csv');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.import).toMatchObject({ kind: 'job', fileName: 'jobs.csv', rowCount: 2, columns: JOB_HEADERS });
    expect(res.body.import.suggestedMapping).toEqual({
      'Job Ref': 'ref',
      'Job Title': 'jobTitle',
      'Employment Type': 'natures',
      'Employment Equity': 'equities',
      Gender: 'genderId',
      Salary: 'packageId',
      Location: 'locations',
      Qualifications: 'qualifications',
      Experience: 'experience',
      Industry: 'sectors',
      Category: 'categories',
    });
    expect(Object.keys(res.body.import).sort()).toEqual(
      ['columns', 'fileName', 'kind', 'rowCount', 'suggestedMapping', 'uid'].sort(),
    );
  });

  it('handles a BOM, semicolons and a quoted new line in a cell', async () => {
    const text = '\uFEFF' + csvOf(JOB_HEADERS, [jobRow('B1', { Experience: 'Line one\nLine two' }), jobRow('B2')], ';');
    const res = await upload(recruiter.client, 'job', text);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.import.columns[0]).toBe('Job Ref');
    expect(res.body.import.rowCount).toBe(2);
    const uid = res.body.import.uid;
    await mapAsSuggested(recruiter.client, uid);
    const preview = await recruiter.client.get(`/api/imports/${uid}/preview`);
    expect(preview.body).toMatchObject({ valid: 2, invalid: 0 });
    expect(preview.body.rows.map((r: { row: number }) => r.row)).toEqual([2, 3]);
  });

  it('reads a windows-1252 CSV and a UTF-16 LE / BE one (Excel on Windows) without mangling', async () => {
    const title = 'Développeur – ‘Senior’ €';
    const text = csvOf(JOB_HEADERS, [jobRow('E1', { 'Job Title': title })]);
    // windows-1252: é is 0xE9 (as in ISO-8859-1); – ‘ ’ € are 0x96 0x91 0x92 0x80.
    const cp1252 = Buffer.from(
      text.replace(/[–‘’€]/g, (c) => String.fromCharCode({ '–': 0x96, '‘': 0x91, '’': 0x92, '€': 0x80 }[c]!)),
      'latin1',
    );
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const utf16be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    for (const [name, bytes] of [
      ['cp1252', cp1252],
      ['utf16le', utf16le],
      ['utf16be', utf16be],
    ] as const) {
      const res = await upload(recruiter.client, 'job', bytes, `${name}.csv`);
      expect(res.status, `${name} ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body.import.columns, name).toEqual(JOB_HEADERS);
      const stored = await server.ctx.pool.query<{ rows: Array<{ cells: string[] }> }>(
        'select rows from imports where id = $1',
        [res.body.import.uid],
      );
      expect(stored.rows[0]!.rows[0]!.cells[1], name).toBe(title);
    }
  });

  it('handles tab-separated text', async () => {
    const res = await upload(
      recruiter.client,
      'job',
      csvOf(JOB_HEADERS, [jobRow('T1')], '\t'),
      'Vakatures – Kaapstad.tsv',
    );
    expect(res.status).toBe(201);
    expect(res.body.import.fileName).toBe('Vakatures – Kaapstad.tsv');
    expect(res.body.import.columns).toEqual(JOB_HEADERS);
  });

  it('reads an XLSX export: first sheet, dates and numbers as text', async () => {
    const consent = new Date(Date.UTC(2026, 0, 15));
    const row = candidateRow('X1');
    const cells: ExcelJS.CellValue[] = row.map((cell, i) =>
      CANDIDATE_HEADERS[i] === 'Consent Date' ? consent : CANDIDATE_HEADERS[i] === 'Candidate ID' ? 1001 : cell,
    );
    const rich = { richText: [{ text: 'Chartered ' }, { font: { bold: true }, text: 'Accountant' }] };
    cells[1] = rich;
    const file = await xlsxOf(CANDIDATE_HEADERS, [cells]);
    const res = await upload(recruiter.client, 'candidate', file, 'candidates.xlsx');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.import.rowCount).toBe(1);
    expect(res.body.import.suggestedMapping['Consent Date']).toBe('consentDate');
    const uid = res.body.import.uid;
    await mapAsSuggested(recruiter.client, uid, { consent: { given: true } });
    const preview = await recruiter.client.get(`/api/imports/${uid}/preview`);
    expect(preview.body, JSON.stringify(preview.body)).toMatchObject({ valid: 1, invalid: 0 });
    const stored = await server.ctx.pool.query<{ rows: Array<{ cells: string[] }> }>(
      'select rows from imports where id = $1',
      [uid],
    );
    expect(stored.rows[0]!.rows[0]!.cells.slice(0, 2)).toEqual(['1001', 'Chartered Accountant']);
    expect(stored.rows[0]!.rows[0]!.cells.at(-1)).toBe('2026-01-15');
  });

  it('refuses more than 2,000 rows, an empty file, a header with no rows and an unknown type (422)', async () => {
    const rows = Array.from({ length: IMPORT_LIMITS.rows + 1 }, (_v, i) => jobRow(`L${i}`));
    const tooMany = await upload(recruiter.client, 'job', csvOf(JOB_HEADERS, rows));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.message).toBe(IMPORT_MESSAGES.tooManyRows);

    const exactly = await upload(recruiter.client, 'job', csvOf(JOB_HEADERS, rows.slice(0, IMPORT_LIMITS.rows)));
    expect(exactly.status).toBe(201);

    const empty = await upload(recruiter.client, 'job', '');
    expect(empty.status).toBe(422);
    const blank = await upload(recruiter.client, 'job', '\r\n\r\n');
    expect(blank.status).toBe(422);
    expect(blank.body.error.message).toBe(IMPORT_MESSAGES.empty);
    const headerOnly = await upload(recruiter.client, 'job', csvOf(JOB_HEADERS, []));
    expect(headerOnly.status).toBe(422);
    expect(headerOnly.body.error.message).toBe(IMPORT_MESSAGES.noRows);
    const binary = await upload(recruiter.client, 'job', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]), 'a.png');
    expect(binary.status).toBe(422);
    expect(binary.body.error.message).toBe(IMPORT_MESSAGES.unknownType);
    const badKind = await upload(recruiter.client, 'deal', csvOf(JOB_HEADERS, [jobRow('K1')]));
    expect(badKind.status).toBe(422);
    expect(badKind.body.error.field).toBe('kind');
  });

  it('counts non-blank rows against the 2,000 (CSV and XLSX): blank lines never cut a row', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_v, i) => jobRow(`N${i}`));
    // A blank line after every 100th row: 20 of them.
    const withBlanks = (text: string) =>
      text
        .split('\r\n')
        .map((line, i) => (i > 0 && i % 100 === 0 ? `${line}\r\n` : line))
        .join('\r\n');
    const under = await upload(recruiter.client, 'job', withBlanks(csvOf(JOB_HEADERS, rows(IMPORT_LIMITS.rows - 1))));
    expect(under.status, JSON.stringify(under.body)).toBe(201);
    expect(under.body.import.rowCount).toBe(IMPORT_LIMITS.rows - 1);
    const over = await upload(recruiter.client, 'job', withBlanks(csvOf(JOB_HEADERS, rows(IMPORT_LIMITS.rows + 1))));
    expect(over.status).toBe(422);
    expect(over.body.error.message).toBe(IMPORT_MESSAGES.tooManyRows);

    const blankEvery100 = (n: number) => rows(n).flatMap((row, i) => (i % 100 === 0 ? [['', ''], row] : [row]));
    const xlsxUnder = await upload(
      recruiter.client,
      'job',
      await xlsxOf(JOB_HEADERS, blankEvery100(IMPORT_LIMITS.rows - 1)),
      'jobs.xlsx',
    );
    expect(xlsxUnder.status, JSON.stringify(xlsxUnder.body)).toBe(201);
    expect(xlsxUnder.body.import.rowCount).toBe(IMPORT_LIMITS.rows - 1);
    const xlsxOver = await upload(
      recruiter.client,
      'job',
      await xlsxOf(JOB_HEADERS, blankEvery100(IMPORT_LIMITS.rows + 1)),
      'jobs.xlsx',
    );
    expect(xlsxOver.status).toBe(422);
    expect(xlsxOver.body.error.message).toBe(IMPORT_MESSAGES.tooManyRows);
  });

  it('refuses a value past column 100 with the row that holds it (CSV and XLSX)', async () => {
    const farRight = [...jobRow('W2'), ...Array.from({ length: 150 }, () => ''), 'stray'];
    const csv = await upload(recruiter.client, 'job', csvOf(JOB_HEADERS, [jobRow('W1'), farRight]));
    expect(csv.status).toBe(422);
    expect(csv.body.error.message).toBe(IMPORT_MESSAGES.cellPastColumns(3));
    expect(csv.body.error.message).toBe(
      'Row 3 has a value past column 100. Delete it: a file has at most 100 columns.',
    );

    // One cell in column XFD (16,384), the last Excel has.
    const row: ExcelJS.CellValue[] = [...jobRow('W3')];
    row[16_383] = 'stray';
    const xlsx = await upload(recruiter.client, 'job', await xlsxOf(JOB_HEADERS, [row]), 'wide.xlsx');
    expect(xlsx.status).toBe(422);
    expect(xlsx.body.error.message).toBe(IMPORT_MESSAGES.cellPastColumns(2));
    const header = await upload(recruiter.client, 'job', await xlsxOf(row as string[], [jobRow('W4')]), 'wide.xlsx');
    expect(header.status).toBe(422);
    expect(header.body.error.message).toBe(IMPORT_MESSAGES.tooManyColumns);

    // Blank cells out there are no values: read as far as the header goes.
    const blankTail = [...jobRow('W5'), ...Array.from({ length: 150 }, () => '')];
    const ok = await upload(recruiter.client, 'job', csvOf(JOB_HEADERS, [blankTail]));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it('refuses a file over the byte limit with 413', async () => {
    const big = 'Job Title\r\n' + 'x'.repeat(IMPORT_LIMITS.fileBytes + 10);
    const res = await upload(recruiter.client, 'job', big);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(IMPORT_MESSAGES.tooLarge);
  });

  it('refuses an XLSX that unpacks to more than the limit with 413, before unpacking it', async () => {
    // One sheet of 60 MB of the same byte: deflate packs it into well under a megabyte.
    const { deflateRawSync } = await import('node:zlib');
    const huge = Buffer.alloc(IMPORT_LIMITS.unpackedBytes + 10 * 1024 * 1024, 0x41);
    const bomb = zipOf('xl/worksheets/sheet1.xml', huge, deflateRawSync(huge));
    expect(bomb.length).toBeLessThan(IMPORT_LIMITS.fileBytes);
    const res = await upload(recruiter.client, 'job', bomb, 'bomb.xlsx');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(IMPORT_MESSAGES.tooLarge);
  });

  it('takes multipart only on the upload route, and still refuses another site', async () => {
    const form = new FormData();
    form.append('kind', 'job');
    const elsewhere = await recruiter.client.request('POST', '/api/jobs', form);
    expect(elsewhere.status).toBe(403);
    const crossSite = await recruiter.client.request(
      'POST',
      '/api/imports',
      (() => {
        const f = new FormData();
        f.append('kind', 'job');
        f.append('file', new Blob([csvOf(JOB_HEADERS, [jobRow('C1')])]), 'x.csv');
        return f;
      })(),
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
  });

  it('refuses candidates from a hiring company, as POST /api/candidates does; their job specs are welcome', async () => {
    const refused = await upload(hiring.client, 'candidate', csvOf(CANDIDATE_HEADERS, [candidateRow('H1')]));
    const posted = await hiring.client.post('/api/candidates', {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(posted.body.error.message);
    const jobs = await upload(hiring.client, 'job', csvOf(JOB_HEADERS, [jobRow('H2')]));
    expect(jobs.status).toBe(201);
  });
});

describe('mapping and value choices', () => {
  it('lists each word of a mapped lookup column with a suggestion, and stores the mapping', async () => {
    const rows = [
      jobRow('M1', { Location: 'JHB, Cape Town', 'Employment Type': 'Perm' }),
      jobRow('M2', { Location: 'Joburg', 'Employment Type': 'perm ' }),
      jobRow('M3', { Location: 'Atlantis-on-Sea', 'Employment Type': 'Contract' }),
    ];
    const res = await upload(recruiter.client, 'job', csvOf(JOB_HEADERS, rows));
    const uid = res.body.import.uid;
    const mapped = await recruiter.client.put(`/api/imports/${uid}/mapping`, {
      columns: res.body.import.suggestedMapping,
      values: {},
    });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    const view = mapped.body.import;
    expect(view.status).toBe('mapping');
    expect(view.mapping).toEqual(res.body.import.suggestedMapping);
    expect(view.valueChoices.natures).toEqual([
      { word: 'Perm', rows: 2, suggested: 1 },
      { word: 'Contract', rows: 1, suggested: 2 },
    ]);
    const locations = Object.fromEntries(
      view.valueChoices.locations.map((c: { word: string; suggested: number | null }) => [c.word, c.suggested]),
    );
    expect(locations).toEqual({ JHB: 301, 'Cape Town': 901, Joburg: 301, 'Atlantis-on-Sea': null });
    expect(view.valueChoices.packageId).toEqual([{ word: 'R650k', rows: 3, suggested: 5 }]);

    const again = await recruiter.client.get(`/api/imports/${uid}`);
    expect(again.body.import.mapping).toEqual(view.mapping);
    expect(again.body.import.valueChoices).toEqual(view.valueChoices);
  });

  it('takes `__proto__`, `constructor` and `hasOwnProperty` as headers and words like any other', async () => {
    const party = await buildParty(server);
    // 'Job Title' is called `__proto__`; `constructor` and `hasOwnProperty` columns are not imported.
    const headers = [...JOB_HEADERS.map((h) => (h === 'Job Title' ? '__proto__' : h)), 'constructor', 'hasOwnProperty'];
    const rows = [
      [...jobRow('O1', { Location: 'constructor' }), 'x', 'y'],
      [...jobRow('O2', { Location: 'toString' }), 'x', 'y'],
    ];
    const res = await upload(party.client, 'job', csvOf(headers, rows));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.import.columns).toEqual(headers);
    const uid = res.body.import.uid;
    // A computed key: an own `__proto__` property, as JSON.parse gives the server.
    const columns = { ...res.body.import.suggestedMapping, ['__proto__']: 'jobTitle' };
    expect(Object.hasOwn(columns, '__proto__')).toBe(true);
    const first = await party.client.put(`/api/imports/${uid}/mapping`, { columns, values: {} });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(Object.hasOwn(first.body.import.mapping, '__proto__')).toBe(true);
    expect(first.body.import.mapping.__proto__).toBe('jobTitle');
    expect(Object.hasOwn(first.body.import.mapping, 'constructor')).toBe(false);
    const values: Record<string, Record<string, number | null>> = {};
    for (const [field, words] of Object.entries(
      first.body.import.valueChoices as Record<string, Array<{ word: string; suggested: number | null }>>,
    )) {
      values[field] = {};
      for (const { word, suggested } of words) if (suggested !== null) values[field][word] = suggested;
    }
    values.locations = { constructor: 301 }; // the word `constructor` means Johannesburg; `toString` means nothing
    const mapped = await party.client.put(`/api/imports/${uid}/mapping`, { columns, values });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    const preview = await party.client.get(`/api/imports/${uid}/preview`);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const badLocation = await party.client.post('/api/jobs', jobBody({ locations: [-1] }));
    expect(preview.body.rows).toEqual([
      { row: 2, ok: true, errors: [] },
      { row: 3, ok: false, errors: [{ field: 'locations', message: badLocation.body.error.message }] },
    ]);
    const commit = await party.client.post(`/api/imports/${uid}/commit`);
    expect(commit.body, JSON.stringify(commit.body)).toEqual({ created: 1, refused: 1, skipped: 0 });
    const { rows: stored } = await server.ctx.pool.query<{ job_title: string; locations: number[] }>(
      'select job_title, locations from jobs where owner_id = $1',
      [party.id],
    );
    expect(stored).toEqual([{ job_title: 'Senior Java Developer O1', locations: [301] }]);
    // The next file of this kind is suggested the remembered `__proto__` mapping.
    const next = await upload(party.client, 'job', csvOf(headers, rows));
    expect(next.body.import.suggestedMapping.__proto__).toBe('jobTitle');
    expect(Object.hasOwn(next.body.import.suggestedMapping, 'constructor')).toBe(false);
  });

  it('refuses unknown headers and fields (422)', async () => {
    const res = await upload(recruiter.client, 'job', csvOf(JOB_HEADERS, [jobRow('U1')]));
    const uid = res.body.import.uid;
    const put = (body: unknown) => recruiter.client.put(`/api/imports/${uid}/mapping`, body);
    const header = await put({ columns: { 'No Such Column': 'jobTitle' }, values: {} });
    expect(header.status).toBe(422);
    expect(header.body.error.message).toBe(IMPORT_MESSAGES.unknownHeader('No Such Column'));
    const field = await put({ columns: { 'Job Title': 'candidateTitle' }, values: {} });
    expect(field.status).toBe(422);
    expect(field.body.error.message).toBe(IMPORT_MESSAGES.unknownField('candidateTitle'));
    const twice = await put({ columns: { 'Job Title': 'jobTitle', Experience: 'jobTitle' }, values: {} });
    expect(twice.status).toBe(422);
    const values = await put({ columns: {}, values: { jobTitle: { a: 1 } } });
    expect(values.status).toBe(422);
    const extra = await put({ columns: {}, values: {}, surprise: true });
    expect(extra.status).toBe(422);
    const consentOnJobs = await put({ columns: {}, values: {}, consent: { given: true } });
    expect(consentOnJobs.status).toBe(422);
  });
});

describe('preview', () => {
  it("gives each row's errors in the words POST /api/jobs gives for the same body", async () => {
    const rows = [
      jobRow('P1'),
      jobRow('P2', { 'Job Title': '' }),
      jobRow('P3', { Location: 'Atlantis-on-Sea' }),
      jobRow('P4', { Qualifications: '', Experience: '' }),
    ];
    const uid = await preparedImport(recruiter.client, 'job', csvOf(JOB_HEADERS, rows));
    const preview = await recruiter.client.get(`/api/imports/${uid}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.valid).toBe(1);
    expect(preview.body.invalid).toBe(3);
    const [ok, noTitle, badPlace, twoMissing] = preview.body.rows;
    expect(ok).toEqual({ row: 2, ok: true, errors: [] });

    const posted = await recruiter.client.post('/api/jobs', jobBody({ jobTitle: undefined }));
    expect(posted.status).toBe(422);
    expect(noTitle).toEqual({
      row: 3,
      ok: false,
      errors: [{ field: posted.body.error.field, message: posted.body.error.message }],
    });
    expect(noTitle.errors[0].message).toBe(requiredMessage('Job Title'));

    const badLocation = await recruiter.client.post('/api/jobs', jobBody({ locations: [-1] }));
    expect(badPlace.errors).toEqual([{ field: 'locations', message: badLocation.body.error.message }]);
    expect(twoMissing.errors).toEqual([
      { field: 'qualifications', message: requiredMessage('Qualifications') },
      { field: 'experience', message: requiredMessage('Experience') },
    ]);
  });

  it("refuses a row the anonymity guard blocks, with the guard's message", async () => {
    const leak = `Send CVs to ${recruiter.email}`;
    const uid = await preparedImport(
      recruiter.client,
      'job',
      csvOf(JOB_HEADERS, [jobRow('G1'), jobRow('G2', { Experience: leak })]),
    );
    const preview = await recruiter.client.get(`/api/imports/${uid}/preview`);
    const posted = await recruiter.client.post('/api/jobs', jobBody({ experience: leak }));
    expect(posted.status).toBe(422);
    expect(preview.body.rows[1]).toEqual({
      row: 3,
      ok: false,
      errors: [{ field: 'experience', message: posted.body.error.message }],
    });
    expect(posted.body.error.message).toMatch(/^This text may reveal who/);
    expect(anonymityRefusalMessage('own-contact')).toBe(posted.body.error.message);
  });

  it('imports no candidate without the consent declaration and a date', async () => {
    const rows = [
      candidateRow('N1'),
      candidateRow('N2', { 'Consent Date': '' }),
      candidateRow('N3', { 'Consent Date': new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10) }),
      candidateRow('N4', { 'Consent Date': '15/01/2026' }),
    ];
    const csv = csvOf(CANDIDATE_HEADERS, rows);
    const undeclared = await preparedImport(recruiter.client, 'candidate', csv);
    const none = await recruiter.client.get(`/api/imports/${undeclared}/preview`);
    expect(none.body.valid).toBe(0);
    for (const row of none.body.rows)
      expect(row.errors).toEqual([{ field: 'consent', message: requiredMessage('Consent') }]);

    const declared = await preparedImport(recruiter.client, 'candidate', csv, { consent: { given: true } });
    const preview = await recruiter.client.get(`/api/imports/${declared}/preview`);
    const [dated, undated, future, dayFirst] = preview.body.rows;
    expect(dated.ok).toBe(true);
    expect(undated.errors).toEqual([{ field: 'consent', message: requiredMessage('Consent') }]);
    expect(future.errors).toEqual([{ field: 'consent', message: CONSENT_DATE_FUTURE_MESSAGE }]);
    expect(dayFirst.ok).toBe(true);

    // A date in the declaration stands for the rows whose cell is blank.
    const withDate = await preparedImport(recruiter.client, 'candidate', csv, {
      consent: { given: true, date: '2026-01-10' },
    });
    const filled = await recruiter.client.get(`/api/imports/${withDate}/preview`);
    expect(filled.body.rows[1].ok).toBe(true);
  });

  it('refuses a lapsed member as POST does, at preview and commit', async () => {
    const lapsed = await buildParty(server);
    const uid = await preparedImport(lapsed.client, 'job', csvOf(JOB_HEADERS, [jobRow('S1')]));
    // Trial ended six days ago without approval (as tests/api/lapsed-invisible.test.ts lapses a member).
    await server.ctx.pool.query(
      'update accounts set activated_at = $2, trial_days = 14, is_approved = false, is_contracted = false where id = $1',
      [lapsed.id, new Date(Date.now() - 20 * 86_400_000)],
    );
    const posted = await lapsed.client.post('/api/jobs', jobBody());
    expect(posted.status).toBe(403);
    const preview = await lapsed.client.get(`/api/imports/${uid}/preview`);
    expect(preview.status).toBe(403);
    expect(preview.body.error.message).toBe(posted.body.error.message);
    const commit = await lapsed.client.post(`/api/imports/${uid}/commit`);
    expect(commit.status).toBe(403);
    expect(commit.body.error.message).toBe(posted.body.error.message);
  });
});

describe('owner only', () => {
  it('is not found (404) for anyone but the uploader, admins included', async () => {
    const admin = await buildParty(server, 'admin');
    const uid = await preparedImport(recruiter.client, 'job', csvOf(JOB_HEADERS, [jobRow('O1')]));
    for (const stranger of [other, admin]) {
      expect((await stranger.client.get(`/api/imports/${uid}`)).status).toBe(404);
      expect((await stranger.client.get(`/api/imports/${uid}/preview`)).status).toBe(404);
      expect((await stranger.client.put(`/api/imports/${uid}/mapping`, { columns: {}, values: {} })).status).toBe(404);
      expect((await stranger.client.post(`/api/imports/${uid}/commit`)).status).toBe(404);
      expect((await stranger.client.get(`/api/imports/${uid}/report.csv`)).status).toBe(404);
    }
    expect((await recruiter.client.get(`/api/imports/not-a-uuid`)).status).toBe(404);
  });

  it('expires a day after upload: not found, and deleted at the next upload', async () => {
    const uid = await preparedImport(recruiter.client, 'job', csvOf(JOB_HEADERS, [jobRow('E1')]));
    await server.ctx.pool.query("update imports set created_at = now() - interval '25 hours' where id = $1", [uid]);
    expect((await recruiter.client.get(`/api/imports/${uid}`)).status).toBe(404);
    await upload(other.client, 'job', csvOf(JOB_HEADERS, [jobRow('E2')]));
    const left = await server.ctx.pool.query('select 1 from imports where id = $1', [uid]);
    expect(left.rowCount).toBe(0);
  });

  it('is deleted by the hourly job once its day is over, and not before', async () => {
    const fresh = await preparedImport(recruiter.client, 'job', csvOf(JOB_HEADERS, [jobRow('E3')]));
    const old = await preparedImport(recruiter.client, 'job', csvOf(JOB_HEADERS, [jobRow('E4')]));
    await server.ctx.pool.query("update imports set created_at = now() - interval '25 hours' where id = $1", [old]);
    expect(await handleDeleteExpiredImports(server.ctx, null)).toBeGreaterThanOrEqual(1);
    const left = await server.ctx.pool.query<{ id: string }>('select id from imports where id = any($1)', [
      [fresh, old],
    ]);
    expect(left.rows.map((row) => row.id)).toEqual([fresh]);
  });
});

/** A zip of one deflated file (local header, data, central directory, end record): enough for the size check. */
function zipOf(name: string, raw: Buffer, packed: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(raw.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(raw.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, packed, central, fileName, end]);
}
