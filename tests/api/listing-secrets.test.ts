/**
 * The listing's own secrets: a candidate's identifiers and write-only `fullName`, a job spec's
 * write-only `clientName`. They are checked at write time (kind 'secret', blocking), the full name
 * joins the candidate's keyed duplicate hashes, and none of them is ever stored, returned or logged
 * in clear: after saves, edits, refusals and checks, no column of any table (read through
 * information_schema, each row cast to text) and no log line holds one of them.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../api/logger';
import { passesLuhn } from '../../shared/rules/candidate-identifiers';
import { expectError } from '../support/api-helpers';
import { buildAdmin, buildRecruiter, signIn } from '../support/factories';
import { PATH, bodyFor } from '../support/fixtures/listings';
import type { TestResponse } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';

const lines: string[] = [];
const memory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const server = useTestServer({
  env: { DUPLICATE_CHECK_LIMIT_PER_ACCOUNT: '50', ANONYMITY_CHECK_LIMIT_PER_ACCOUNT: '50' },
  logger: createLogger('debug', memory),
});

/** Letters only, unique to this run: a name no fixture or lookup holds. */
const uniqueLetters = (n = 8) => [...randomBytes(n)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** A valid South African ID number (a real date, then a Luhn check digit) no other test uses. */
function uniqueSaId(): string {
  const serial = String(randomBytes(2).readUInt16BE() % 10_000).padStart(4, '0');
  const head = `850612${serial}08`;
  for (let digit = 0; digit <= 9; digit++) if (passesLuhn(`${head}${digit}`)) return `${head}${digit}`;
  throw new Error('no check digit');
}

function uniqueSecrets() {
  const tag = uniqueLetters();
  const cell = `07${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
  return {
    identifiers: {
      idNumber: uniqueSaId(),
      passport: `Q${randomBytes(4).toString('hex').toUpperCase()}`,
      email: `${tag}.secret@example.org`,
      cellphone: cell,
    },
    fullName: `Nomvula ${capitalised(tag)}`,
    clientName: `${capitalised(uniqueLetters())} Mining Holdings`,
  };
}

/** Every row of every table of the app's schema and of pg-boss's, as text, lower case. */
async function everyRowAsText(): Promise<Array<{ table: string; row: string }>> {
  const { rows: tables } = await server.ctx.pool.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
  );
  expect(tables.map((t) => `${t.schema}.${t.name}`)).toEqual(
    expect.arrayContaining(['public.candidates', 'public.jobs', 'public.candidate_identifiers', 'public.audit_log']),
  );
  const found: Array<{ table: string; row: string }> = [];
  for (const { schema, name } of tables) {
    const { rows } = await server.ctx.pool.query<{ row: string }>(`select t::text as row from "${schema}"."${name}" t`);
    for (const { row } of rows) found.push({ table: `${schema}.${name}`, row: row.toLowerCase() });
  }
  return found;
}

/** The forms of a secret a careless store would keep: as sent, and without its spaces or dashes. */
function spellings(value: string): string[] {
  const lower = value.toLowerCase();
  return [...new Set([lower, lower.replace(/[\s-]/g, '')])];
}

describe('write-only fullName and clientName', () => {
  it('refuses a candidate whose text holds its own full name, or only its surname', async () => {
    const client = await signIn(server, await buildRecruiter(server));
    const { fullName } = uniqueSecrets();
    const surname = fullName.split(' ')[1]!;
    const text = `Strong finance lead, ask for ${fullName.toUpperCase()} by name.`;
    const res = await client.post(PATH.candidate, bodyFor('candidate', { additional: text, fullName }));
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      field: 'additional',
      message: 'This text may reveal who the candidate or client is: the candidate’s or client’s identity.',
      finding: { kind: 'secret', start: text.indexOf(fullName.toUpperCase()) },
    });
    const bySurname = await client.post(
      PATH.candidate,
      bodyFor('candidate', { experience: `8 years; ${surname} led the audit`, fullName }),
    );
    expect(bySurname.status).toBe(422);
    expect(bySurname.body.error).toMatchObject({ field: 'experience', finding: { kind: 'secret' } });
  });

  it('refuses a job spec whose text names its client, on POST and on PUT', async () => {
    const client = await signIn(server, await buildRecruiter(server));
    const { clientName } = uniqueSecrets();
    const text = `Plant engineer for ${clientName.replace(/ /g, '-')} in Secunda.`;
    const res = await client.post(PATH.job, bodyFor('job', { additional: text, clientName }));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'anonymity', field: 'additional', finding: { kind: 'secret' } });
    const created = await client.post(PATH.job, bodyFor('job', { clientName }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const edited = await client.put(`${PATH.job}/${created.body.uid}`, bodyFor('job', { jobTitle: text, clientName }));
    expect(edited.status).toBe(422);
    expect(edited.body.error).toMatchObject({ field: 'jobTitle', finding: { kind: 'secret' } });
  });

  it('validates them: a name without a letter, or too long, is refused on its field', async () => {
    const client = await signIn(server, await buildRecruiter(server));
    expectError(await client.post(PATH.job, bodyFor('job', { clientName: '1234' })), 422, {
      field: 'clientName',
      message: 'The Client Name provided is not valid.',
    });
    expectError(await client.post(PATH.candidate, bodyFor('candidate', { fullName: 'x'.repeat(201) })), 422, {
      field: 'fullName',
      message: 'The Candidate Full Name field may be at most 200 characters.',
    });
    expectError(await client.post(PATH.candidate, bodyFor('candidate', { fullName: 42 })), 422, {
      field: 'fullName',
      message: 'The Candidate Full Name provided is not valid.',
    });
    // A job spec has no full name and a candidate no client.
    expectError(await client.post(PATH.job, bodyFor('job', { fullName: 'Thabo Mokoena' })), 422, {
      field: 'fullName',
      message: 'Unknown field: fullName',
    });
    // Blank is absent.
    expect((await client.post(PATH.job, bodyFor('job', { clientName: '  ' }))).status).toBe(201);
  });

  it("joins the candidate's duplicate hashes: another member's candidate with the same name is already listed", async () => {
    const first = await signIn(server, await buildRecruiter(server));
    const second = await signIn(server, await buildRecruiter(server));
    const { fullName } = uniqueSecrets();
    const posted = await first.post(PATH.candidate, bodyFor('candidate', { fullName }));
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body.alreadyListed).toBe(false);
    // Case, accents and spacing do not matter.
    const again = await second.post(
      PATH.candidate,
      bodyFor('candidate', { fullName: `  ${fullName.toUpperCase().replace(' ', '   ')} ` }),
    );
    expect(again.status).toBe(201);
    expect(again.body.alreadyListed).toBe(true);
    const { rows } = await server.ctx.pool.query<{ kind: string; hash: string }>(
      `select kind, hash from candidate_identifiers where candidate_id = $1`,
      [posted.body.uid],
    );
    expect(rows).toEqual([{ kind: 'fullName', hash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
  });
});

describe('secrets are never stored, returned or logged in clear', () => {
  it('after saves, edits, refusals and checks, no column of any table and no log line holds one', async () => {
    const poster = await buildRecruiter(server);
    const client = await signIn(server, poster);
    const admin = await signIn(server, await buildAdmin(server));
    const responses: TestResponse[] = [];
    const keep = (res: TestResponse) => {
      responses.push(res);
      return res;
    };
    const secrets = [uniqueSecrets(), uniqueSecrets()];
    const [one, two] = secrets as [ReturnType<typeof uniqueSecrets>, ReturnType<typeof uniqueSecrets>];

    // A candidate and a job spec with every secret, read back by their poster and an administrator.
    const candidate = keep(
      await client.post(PATH.candidate, bodyFor('candidate', { identifiers: one.identifiers, fullName: one.fullName })),
    );
    expect(candidate.status, JSON.stringify(candidate.body)).toBe(201);
    const job = keep(await client.post(PATH.job, bodyFor('job', { clientName: one.clientName })));
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    // Edits with new secrets.
    const candidateEdit = keep(
      await client.put(
        `${PATH.candidate}/${candidate.body.uid}`,
        bodyFor('candidate', { identifiers: two.identifiers, fullName: two.fullName }),
      ),
    );
    expect(candidateEdit.status, JSON.stringify(candidateEdit.body)).toBe(200);
    const jobEdit = keep(
      await client.put(`${PATH.job}/${job.body.uid}`, bodyFor('job', { clientName: two.clientName })),
    );
    expect(jobEdit.status, JSON.stringify(jobEdit.body)).toBe(200);
    for (const path of [`${PATH.candidate}/${candidate.body.uid}`, `${PATH.job}/${job.body.uid}`]) {
      expect(keep(await client.get(path)).status).toBe(200);
      expect(keep(await admin.get(path)).status).toBe(200);
    }
    // Saves refused for a secret in their text, and the check as the member types.
    const refused = keep(
      await client.post(
        PATH.candidate,
        bodyFor('candidate', {
          additional: `Call ${two.fullName} on ${two.identifiers.cellphone}`,
          identifiers: two.identifiers,
          fullName: two.fullName,
        }),
      ),
    );
    expect(refused.status).toBe(422);
    const refusedJob = keep(
      await client.post(PATH.job, bodyFor('job', { additional: `For ${two.clientName}.`, clientName: two.clientName })),
    );
    expect(refusedJob.status).toBe(422);
    const checked = keep(
      await client.post('/api/anonymity/check', {
        kind: 'candidate',
        fields: { additional: `E-mail ${one.identifiers.email}` },
        identifiers: one.identifiers,
        fullName: one.fullName,
        clientName: one.clientName,
      }),
    );
    expect(checked.status).toBe(200);
    // The member's own data export and the listings they see.
    expect(keep(await client.get('/api/me/export')).status).toBe(200);
    keep(await client.get(`${PATH.candidate}?mine=true`));

    const clear = secrets.flatMap((s) => [
      ...Object.values(s.identifiers).flatMap(spellings),
      ...spellings(s.fullName),
      ...spellings(s.fullName.split(' ')[1]!),
      ...spellings(s.clientName),
    ]);
    const rows = await everyRowAsText();
    expect(rows.length).toBeGreaterThan(0);
    const stored = rows.filter(({ row }) => clear.some((value) => row.includes(value)));
    expect(stored.map((r) => r.table)).toEqual([]);

    const answered = responses.map((res) => JSON.stringify(res.body).toLowerCase());
    expect(answered.filter((body) => clear.some((value) => body.includes(value)))).toEqual([]);

    const logged = lines.map((line) => line.toLowerCase());
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((line) => clear.some((value) => line.includes(value)))).toEqual([]);
  });
});
