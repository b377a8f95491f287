/**
 * Bulk import's commit (docs/imports.md): valid rows become listings in one transaction, refused
 * rows are reported, a re-import creates nothing twice (by ATS reference, or by the mapped row),
 * a failure half-way rolls everything back, a second commit is 409, and report.csv lists the
 * refused rows with their reasons. Also a personal API token with `listings:write`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../shared/schemas/imports';
import { requiredMessage } from '../../shared/messages';
import { useTestServer } from '../support/use-test-server';
import { buildParty, type Party } from '../support/fixtures/matches';
import {
  CANDIDATE_HEADERS,
  JOB_HEADERS,
  candidateRow,
  csvOf,
  jobRow,
  preparedImport,
  upload,
} from '../support/fixtures/imports';

const server = useTestServer({ env: { IMPORT_LIMIT_PER_ACCOUNT: '500', IMPORT_LIMIT_PER_IP: '1000' } });
let recruiter: Party;

beforeAll(async () => {
  recruiter = await buildParty(server);
});

const countListings = async (table: 'jobs' | 'candidates', ownerId: string) =>
  Number(
    (await server.ctx.pool.query<{ n: string }>(`select count(*) as n from ${table} where owner_id = $1`, [ownerId]))
      .rows[0]!.n,
  );

describe('commit', () => {
  it('creates the valid rows, refuses the others, and a second commit is 409', async () => {
    const party = await buildParty(server);
    const rows = [jobRow('C1'), jobRow('C2', { 'Job Title': '' }), jobRow('C3')];
    const uid = await preparedImport(party.client, 'job', csvOf(JOB_HEADERS, rows));
    const res = await party.client.post(`/api/imports/${uid}/commit`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ created: 2, refused: 1, skipped: 0 });
    expect(await countListings('jobs', party.id)).toBe(2);

    const search = await party.client.get('/api/jobs?mine=true');
    const titles = search.body.items.map((item: { title: string }) => item.title).sort();
    expect(titles).toEqual(['Senior Java Developer C1', 'Senior Java Developer C3']);
    const job = await party.client.get(`/api/jobs/${search.body.items[0].uid}`);
    expect(JSON.stringify(job.body)).toContain('Senior Java Developer');
    const { rows: stored } = await server.ctx.pool.query(
      'select natures, equities, gender_id, package_id, locations from jobs where owner_id = $1 limit 1',
      [party.id],
    );
    expect(stored[0]).toMatchObject({ gender_id: 4, package_id: 5 });

    // Each new listing's alerts are queued with it, as a posted one's are.
    for (const queue of ['listing-alerts', 'saved-search-match']) {
      const queued = await server.ctx.pool.query(
        `select 1 from pgboss.job where name = $1 and data->>'listingId' in (select id::text from jobs where owner_id = $2)`,
        [queue, party.id],
      );
      expect(queued.rowCount, queue).toBe(2);
    }
    const view = await party.client.get(`/api/imports/${uid}`);
    expect(view.body.import).toMatchObject({ status: 'imported', created: 2, refused: 1, skipped: 0 });
    const again = await party.client.post(`/api/imports/${uid}/commit`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(IMPORT_MESSAGES.alreadyImported);
    expect(await countListings('jobs', party.id)).toBe(2);
    const remap = await party.client.put(`/api/imports/${uid}/mapping`, { columns: {}, values: {} });
    expect(remap.status).toBe(409);
  });

  it('creates nothing twice: the same file again, by ATS reference', async () => {
    const party = await buildParty(server);
    const csv = csvOf(JOB_HEADERS, [jobRow('R1'), jobRow('R2')]);
    const first = await preparedImport(party.client, 'job', csv);
    expect((await party.client.post(`/api/imports/${first}/commit`)).body).toEqual({
      created: 2,
      refused: 0,
      skipped: 0,
    });
    const second = await preparedImport(party.client, 'job', csv);
    expect((await party.client.post(`/api/imports/${second}/commit`)).body).toEqual({
      created: 0,
      refused: 0,
      skipped: 2,
    });
    // The same reference with a changed title is still the same listing; a new reference is new.
    const changed = csvOf(JOB_HEADERS, [jobRow('R1', { 'Job Title': 'Lead Java Developer' }), jobRow('R3')]);
    const third = await preparedImport(party.client, 'job', changed);
    expect((await party.client.post(`/api/imports/${third}/commit`)).body).toEqual({
      created: 1,
      refused: 0,
      skipped: 1,
    });
    expect(await countListings('jobs', party.id)).toBe(3);
    // Another member's rows with the same references are theirs, not skipped.
    const someoneElse = await preparedImport(recruiter.client, 'job', csv);
    expect((await recruiter.client.post(`/api/imports/${someoneElse}/commit`)).body.created).toBe(2);
  });

  it('creates nothing twice without a reference column: the key is the mapped row', async () => {
    const party = await buildParty(server);
    const headers = JOB_HEADERS.slice(1);
    const csv = csvOf(headers, [jobRow('H1').slice(1), jobRow('H2').slice(1), jobRow('H1').slice(1)]);
    const first = await preparedImport(party.client, 'job', csv);
    // The third row is the first again: skipped within the file.
    expect((await party.client.post(`/api/imports/${first}/commit`)).body).toEqual({
      created: 2,
      refused: 0,
      skipped: 1,
    });
    const second = await preparedImport(party.client, 'job', csv);
    expect((await party.client.post(`/api/imports/${second}/commit`)).body).toEqual({
      created: 0,
      refused: 0,
      skipped: 3,
    });
    expect(await countListings('jobs', party.id)).toBe(2);
    const keys = await server.ctx.pool.query<{ key: string }>('select key from import_keys where owner_id = $1', [
      party.id,
    ]);
    expect(keys.rows.map((row) => row.key.slice(0, 4))).toEqual(['row:', 'row:']);
  });

  // PGlite is one backend: two transactions never overlap there, so the race needs the server.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'two imports of the same rows committed at once: one creates them, the other says why it did not',
    async () => {
      const party = await buildParty(server);
      const csv = csvOf(JOB_HEADERS, [jobRow('R1'), jobRow('R2'), jobRow('R3')]);
      const [a, b] = [await preparedImport(party.client, 'job', csv), await preparedImport(party.client, 'job', csv)];
      // The first to write its keys holds them a second before committing: the other has read
      // the keys by then (none yet), created its listings, and meets those keys.
      await server.ctx.pool.query(`
      create or replace function hold_import_keys() returns trigger language plpgsql as $$
      begin perform pg_sleep(1); return null; end $$;
      drop trigger if exists hold_import_keys on import_keys;
      create trigger hold_import_keys after insert on import_keys for each statement execute function hold_import_keys();
    `);
      try {
        const results = await Promise.all([
          party.client.post(`/api/imports/${a}/commit`),
          party.client.post(`/api/imports/${b}/commit`),
        ]);
        const summary = results.map((res) => ({ status: res.status, body: res.body }));
        const won = summary.findIndex((res) => res.status === 200);
        expect(won, JSON.stringify(summary)).not.toBe(-1);
        expect(summary[won]!.body).toEqual({ created: 3, refused: 0, skipped: 0 });
        const lost = summary[1 - won]!;
        expect(lost.status, JSON.stringify(summary)).toBe(409);
        expect(lost.body.error.message).toBe(IMPORT_MESSAGES.importedMeanwhile);
        expect(await countListings('jobs', party.id)).toBe(3);
        // Nothing of the losing import went in, and it stays open: again, its rows are skipped.
        const again = await party.client.post(`/api/imports/${[a, b][1 - won]}/commit`);
        expect(again.body).toEqual({ created: 0, refused: 0, skipped: 3 });
        expect(await countListings('jobs', party.id)).toBe(3);
      } finally {
        await server.ctx.pool.query('drop trigger if exists hold_import_keys on import_keys');
        await server.ctx.pool.query('drop function if exists hold_import_keys()');
      }
    },
  );

  it('the same import committed twice at once: one 200, one 409', async () => {
    const party = await buildParty(server);
    const uid = await preparedImport(party.client, 'job', csvOf(JOB_HEADERS, [jobRow('S1'), jobRow('S2')]));
    const results = await Promise.all([
      party.client.post(`/api/imports/${uid}/commit`),
      party.client.post(`/api/imports/${uid}/commit`),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.status === 409)!.body.error.message).toBe(IMPORT_MESSAGES.alreadyImported);
    expect(results.find((res) => res.status === 200)!.body).toEqual({ created: 2, refused: 0, skipped: 0 });
    expect(await countListings('jobs', party.id)).toBe(2);
  });

  it('creates candidates with the declared consent and the row date', async () => {
    const party = await buildParty(server);
    const date = '2026-01-15';
    const uid = await preparedImport(
      party.client,
      'candidate',
      csvOf(CANDIDATE_HEADERS, [candidateRow('K1', { 'Consent Date': date })]),
      {
        consent: { given: true },
      },
    );
    expect((await party.client.post(`/api/imports/${uid}/commit`)).body).toEqual({
      created: 1,
      refused: 0,
      skipped: 0,
    });
    const { rows } = await server.ctx.pool.query<{ consent_date: string }>(
      "select to_char(consent_date, 'YYYY-MM-DD') as consent_date from candidates where owner_id = $1",
      [party.id],
    );
    expect(rows).toEqual([{ consent_date: date }]);
  });

  it('rolls everything back when an insert fails half-way, past the first 500-row statement', async () => {
    const party = await buildParty(server);
    const poison = `Poison ${party.id.slice(0, 8)}`;
    await server.ctx.pool.query(`
      create or replace function refuse_poison_job() returns trigger language plpgsql as $$
      begin
        if new.job_title like 'Poison %' then raise exception 'poisoned row'; end if;
        return new;
      end $$;
      drop trigger if exists refuse_poison_job on jobs;
      create trigger refuse_poison_job before insert on jobs for each row execute function refuse_poison_job();
    `);
    try {
      // Listings go in 500 rows a statement: row 551 fails in the second, after the first went in.
      const rows = Array.from({ length: 601 }, (_v, i) => jobRow(`F${i}`, i === 550 ? { 'Job Title': poison } : {}));
      const uid = await preparedImport(party.client, 'job', csvOf(JOB_HEADERS, rows));
      const res = await party.client.post(`/api/imports/${uid}/commit`);
      expect(res.status).toBe(500);
      expect(await countListings('jobs', party.id)).toBe(0);
      const keys = await server.ctx.pool.query('select 1 from import_keys where owner_id = $1', [party.id]);
      expect(keys.rowCount).toBe(0);
      // Not marked imported: once the cause is gone, the same import goes in whole.
      const view = await party.client.get(`/api/imports/${uid}`);
      expect(view.body.import.status).toBe('mapping');
      await server.ctx.pool.query('drop trigger refuse_poison_job on jobs');
      const retry = await party.client.post(`/api/imports/${uid}/commit`);
      expect(retry.body).toEqual({ created: 601, refused: 0, skipped: 0 });
    } finally {
      await server.ctx.pool.query('drop trigger if exists refuse_poison_job on jobs');
      await server.ctx.pool.query('drop function if exists refuse_poison_job()');
    }
  });
});

describe('report.csv', () => {
  it('lists the refused rows: row number, the original cells and the reasons', async () => {
    const rows = [jobRow('Q1'), jobRow('Q2', { 'Job Title': '', Experience: '' }), jobRow('Q3', { Salary: '=cmd' })];
    const uid = await preparedImport(recruiter.client, 'job', csvOf(JOB_HEADERS, rows), {
      fileName: 'Bullhorn jobs.csv',
    });
    const before = await recruiter.client.get(`/api/imports/${uid}/report.csv`);
    await recruiter.client.post(`/api/imports/${uid}/commit`);
    const res = await recruiter.client.get(`/api/imports/${uid}/report.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Bullhorn-jobs-refused-rows.csv"');
    expect(res.body).toBe(before.body);
    const lines = (res.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(['Row', ...JOB_HEADERS, 'Reasons'].map((c) => `"${c}"`).join(','));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"3","Q2",""');
    expect(lines[1]).toContain(
      `"jobTitle: ${requiredMessage('Job Title')}\nexperience: ${requiredMessage('Experience')}"`,
    );
    // A cell that would run as a formula in a spreadsheet is written as text.
    expect(lines[2]).toContain(`"'=cmd"`);
    expect(lines[2]).toMatch(/^"4",/);
  });
});

describe('report.csv formulas', () => {
  it('writes every cell a spreadsheet would run as a formula as text: = + - @ and the headers', async () => {
    const headers = [...JOB_HEADERS, '=Owner', '@Desk'];
    const rows = [
      [
        ...jobRow('V1', { 'Job Title': '', Salary: '+27115550000', Experience: '-2+3', Qualifications: '@SUM(A1)' }),
        '=1+1',
        'x',
      ],
    ];
    const uid = await preparedImport(recruiter.client, 'job', csvOf(headers, rows));
    const res = await recruiter.client.get(`/api/imports/${uid}/report.csv`);
    expect(res.status).toBe(200);
    const [header, line] = (res.body as string).trim().split('\r\n');
    expect(header).toBe(['Row', ...JOB_HEADERS, "'=Owner", "'@Desk", 'Reasons'].map((c) => `"${c}"`).join(','));
    for (const cell of ["'+27115550000", "'-2+3", "'@SUM(A1)", "'=1+1"]) expect(line).toContain(`"${cell}"`);
  });
});

describe('API tokens', () => {
  it('may import with listings:write, not with read only', async () => {
    const party = await buildParty(server);
    const tokenFor = async (scopes: string[]) => {
      const res = await party.client.post('/api/me/tokens', { name: `Import ${scopes.join(' ')}`, scopes });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.secret as string;
    };
    const writer = server.client();
    const reader = server.client();
    const csv = csvOf(JOB_HEADERS, [jobRow('Z1')]);
    const writeToken = await tokenFor(['read', 'listings:write']);
    const readToken = await tokenFor(['read']);
    const form = (await import('../support/fixtures/imports')).uploadForm('job', csv);
    const ok = await writer.request('POST', '/api/imports', form, { authorization: `Bearer ${writeToken}` });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const refused = await reader.request(
      'POST',
      '/api/imports',
      (await import('../support/fixtures/imports')).uploadForm('job', csv),
      {
        authorization: `Bearer ${readToken}`,
      },
    );
    expect(refused.status).toBe(403);
    expect((await upload(party.client, 'job', csv)).status).toBe(201);
  });
});
