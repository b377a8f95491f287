/**
 * Bulk import uploads that are not what the form sends (docs/imports.md): each is a clear 4xx,
 * never a 5xx, and leaves no import behind.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../support/use-test-server';
import { buildParty, type Party } from '../support/fixtures/matches';
import { JOB_HEADERS, csvOf, jobRow, upload, uploadForm } from '../support/fixtures/imports';

const server = useTestServer({ env: { IMPORT_LIMIT_PER_ACCOUNT: '500', IMPORT_LIMIT_PER_IP: '1000' } });
let recruiter: Party;

beforeAll(async () => {
  recruiter = await buildParty(server);
});

const importsOf = async (party: Party) =>
  (await server.ctx.pool.query<{ n: number }>('select count(*)::int as n from imports where owner_id = $1', [party.id]))
    .rows[0]?.n;

const validCsv = () => csvOf(JOB_HEADERS, [jobRow('H1')]);

describe('hostile uploads', () => {
  const cases: Array<[string, () => Promise<{ status: number; body: { error?: { message?: string } } }>]> = [
    ['a CSV with an unclosed quote', () => upload(recruiter.client, 'job', 'Job Title,Experience\n"Planner,5 years\n')],
    ['binary bytes named .csv', () => upload(recruiter.client, 'job', Buffer.from([0, 1, 2, 255, 254, 0, 7]))],
    ['a text file named .xlsx', () => upload(recruiter.client, 'job', validCsv(), 'export.xlsx')],
    [
      'a zip that is not a workbook',
      () => upload(recruiter.client, 'job', Buffer.from('PK\u0003\u0004garbage'), 'x.xlsx'),
    ],
    ['an unknown kind', () => upload(recruiter.client, 'deal', validCsv())],
    ['no kind', () => upload(recruiter.client, '', validCsv())],
    ['JSON instead of a form', () => recruiter.client.post('/api/imports', { kind: 'job', file: validCsv() })],
    [
      'multipart without a boundary',
      () => recruiter.client.post('/api/imports', 'kind=job', { 'content-type': 'multipart/form-data' }),
    ],
    [
      'a multipart body cut short',
      () =>
        recruiter.client.post('/api/imports', '--xyz\r\nContent-Disposition: form-data; name="kind"\r\n\r\njob', {
          'content-type': 'multipart/form-data; boundary=xyz',
        }),
    ],
    [
      'the file under another field name',
      () => {
        const form = new FormData();
        form.append('kind', 'job');
        form.append('upload', new Blob([validCsv()]), 'export.csv');
        return recruiter.client.request('POST', '/api/imports', form);
      },
    ],
    [
      'two files',
      () => {
        const form = uploadForm('job', validCsv());
        form.append('file', new Blob([validCsv()]), 'second.csv');
        return recruiter.client.request('POST', '/api/imports', form);
      },
    ],
  ];

  it.each(cases)('%s: a 4xx with a message, no import kept', async (_name, send) => {
    const before = await importsOf(recruiter);
    const res = await send();
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    expect(res.body.error?.message, JSON.stringify(res.body)).toBeTruthy();
    expect(await importsOf(recruiter)).toBe(before);
  });
});
