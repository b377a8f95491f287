/**
 * Bulk import (docs/imports.md) in real Chromium against the real API: a recruiter imports a CSV of
 * job specs on a phone (360 px; one row refused), sees the preview's errors, imports, downloads the
 * refused rows and finds the new job specs in the list; the same file again creates nothing twice.
 * Then a candidate XLSX on a desktop (1280 px), with the consent declaration. Screenshots of every
 * step at 320, 360, 414 and 1280 px, nothing outside the viewport. A hiring company imports job specs only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason, screenshot } from '../support/browser';
import { elementsOutsideViewport, logInThroughForm } from '../support/e2e-helpers';
import { buildHiringCompany, buildRecruiter, type BuiltAccount } from '../support/factories';
import { CANDIDATE_HEADERS, JOB_HEADERS, candidateRow, csvOf, jobRow, xlsxOf } from '../support/fixtures/imports';
import { useBrowser } from '../support/use-browser';
import { useTestServer } from '../support/use-test-server';

const PHONES = [320, 360, 414] as const;
const tag = Math.random().toString(36).slice(2, 7).toUpperCase();

/** Screenshots of the screen as it is at each phone width (nothing outside it), back at 360 after. */
async function shootPhones(page: Page, name: string) {
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 740 });
    expect(await elementsOutsideViewport(page, 'main'), `${name} at ${width} px`).toEqual([]);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await screenshot(page, `import-${name}-${width}`);
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

async function shootDesktop(page: Page, name: string) {
  expect(await elementsOutsideViewport(page, 'main'), `${name} at 1280 px`).toEqual([]);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshot(page, `import-${name}-1280`);
}

async function uploadFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByLabel(/^CSV or Excel file/).setInputFiles({ name, mimeType, buffer });
  await page.getByRole('button', { name: 'Upload file' }).click();
  await page.getByRole('heading', { name: 'Match your columns to ours' }).waitFor();
}

describe.skipIf(Boolean(e2eSkipReason))('bulk import from an ATS export', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let recruiter: BuiltAccount;
  let page: Page;

  const jobRefs = [1, 2, 3, 4].map((n) => `${tag}-J${n}`);
  const jobsCsv = Buffer.from(
    csvOf(JOB_HEADERS, [
      jobRow(jobRefs[0]!),
      jobRow(jobRefs[1]!),
      // Refused: no qualifications.
      jobRow(jobRefs[2]!, { Qualifications: '' }),
      jobRow(jobRefs[3]!),
    ]),
  );

  beforeAll(async () => {
    recruiter = await buildRecruiter(server);
    page = browser.page;
    await logInThroughForm(page, server, recruiter);
  });

  it('imports a CSV of job specs on a phone: errors first, the report, the new listings, nothing twice', async () => {
    await page.goto(`${server.url}/jobs`);
    // On a phone the list's empty state offers the import (the header row holds the title and Add).
    await page.getByRole('link', { name: 'or import them from your ATS' }).click();
    await page.getByRole('heading', { level: 1, name: 'Import from your ATS' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Job specs' }).isChecked()).toBe(true);

    // The form's own check, then the server's refusal in the same place.
    await page.getByRole('button', { name: 'Upload file' }).click();
    await page.getByText('Choose a CSV or Excel (.xlsx) file to upload.').waitFor();
    await page.getByLabel(/^CSV or Excel file/).setInputFiles({
      name: 'notes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(''),
    });
    await page.getByRole('button', { name: 'Upload file' }).click();
    await page.getByText('The file is empty.').waitFor();
    await shootPhones(page, 'upload-error');

    await uploadFile(page, 'bullhorn-jobs.csv', 'text/csv', jobsCsv);
    expect(new URL(page.url()).pathname).toMatch(/^\/import\/[^/]+\/columns$/);
    await page.getByTestId('import-step').getByText('Step 2 of 5').waitFor();
    // The suggestions fill every required field.
    expect(await page.getByLabel('Job Title', { exact: true }).inputValue()).toBe('jobTitle');
    expect(await page.getByLabel('Job Ref', { exact: true }).inputValue()).toBe('ref');
    await page.getByText('Every required field has a column.').waitFor();
    // Unmapping one says what is missing and keeps the member on this step.
    await page.getByLabel('Gender', { exact: true }).selectOption('');
    await page.getByText('Still to match: Gender Preference.').waitFor();
    await page.getByRole('button', { name: 'Next: match values' }).click();
    await page.getByText('Match these to go on.').waitFor();
    await shootPhones(page, 'columns-missing');
    await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Gender Preference' });

    // A refresh keeps the import (its uid is in the path).
    await page.reload();
    await page.getByRole('heading', { name: 'Match your columns to ours' }).waitFor();
    await page.getByRole('button', { name: 'Next: match values' }).click();
    await page.getByRole('heading', { name: 'Match their words to ours' }).waitFor();
    const perm = page.getByRole('group', { name: 'Nature of Employment' }).getByLabel('Perm');
    expect(await perm.inputValue()).toBe('1');
    await perm.selectOption('');
    await page.getByText(/1 word not matched yet/).waitFor();
    await page.getByRole('button', { name: 'Apply all suggestions' }).click();
    expect(await perm.inputValue()).toBe('1');
    await shootPhones(page, 'values');

    await page.getByRole('button', { name: 'Next: preview' }).click();
    await page.getByRole('heading', { name: 'Check before you import' }).waitFor();
    await expect.poll(() => page.getByTestId('preview-valid').innerText()).toMatch(/^3\s/);
    expect(await page.getByTestId('preview-invalid').innerText()).toMatch(/^1\s/);
    const refusedRow = page.getByRole('list', { name: 'Rows with errors' }).getByRole('listitem').first();
    await refusedRow.getByText('Row 4').waitFor();
    await refusedRow.getByText('Qualifications:').waitFor();
    // The refused rows download before the import too.
    const early = page.getByRole('link', { name: 'Download these rows with their errors (CSV)' });
    expect(await early.getAttribute('href')).toMatch(/^\/api\/imports\/[^/]+\/report\.csv$/);
    await shootPhones(page, 'preview');

    // Back works, and returns to the preview.
    await page.getByRole('link', { name: 'Back: values' }).click();
    await page.getByRole('heading', { name: 'Match their words to ours' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Check before you import' }).waitFor();

    await page.getByRole('button', { name: 'Import 3 job specs' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor();
    expect(await page.getByTestId('import-created').innerText()).toMatch(/^3\s/);
    expect(await page.getByTestId('import-refused').innerText()).toMatch(/^1\s/);
    await shootPhones(page, 'done');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the refused rows' }).click(),
    ]);
    const stream = await download.createReadStream();
    let report = '';
    for await (const chunk of stream) report += String(chunk);
    expect(report).toContain(jobRefs[2]);
    expect(report).not.toContain(jobRefs[0]);

    await page.getByRole('link', { name: 'See the job specs' }).click();
    const list = page.getByRole('list', { name: 'Job Specs' });
    await list.getByText(`Senior Java Developer ${jobRefs[0]}`).waitFor();
    await list.getByText(`Senior Java Developer ${jobRefs[3]}`).waitFor();
    expect(await list.getByText(`Senior Java Developer ${jobRefs[2]}`).count()).toBe(0);
    // With listings, the foot of the list offers the import on a phone.
    await page.getByRole('link', { name: 'Import job specs from your ATS' }).click();

    // The same file again: nothing is created twice.
    await page.getByRole('heading', { level: 1, name: 'Import from your ATS' }).waitFor();
    await uploadFile(page, 'bullhorn-jobs.csv', 'text/csv', jobsCsv);
    await page.getByRole('button', { name: 'Next: match values' }).click();
    await page.getByRole('button', { name: 'Next: preview' }).click();
    await page.getByRole('button', { name: /^Import \d+ job specs?$/ }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor();
    expect(await page.getByTestId('import-created').innerText()).toMatch(/^0\s/);
    expect(await page.getByTestId('import-skipped').innerText()).toMatch(/^3\s/);
    await page.getByText('nothing was created twice', { exact: false }).waitFor();
  });

  it('imports a candidate XLSX on a desktop, with the consent declaration', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/candidates`);
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Import from your ATS' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Candidates' }).isChecked()).toBe(true);
    await shootDesktop(page, 'upload');

    const refs = [1, 2, 3].map((n) => `${tag}-C${n}`);
    const xlsx = await xlsxOf(CANDIDATE_HEADERS, [
      candidateRow(refs[0]!),
      candidateRow(refs[1]!),
      // Refused: a consent date in the future.
      candidateRow(refs[2]!, { 'Consent Date': new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) }),
    ]);
    await uploadFile(
      page,
      'candidates.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      xlsx,
    );
    await shootDesktop(page, 'columns');
    await page.getByRole('button', { name: 'Next: match values' }).click();
    await page.getByRole('heading', { name: 'Match their words to ours' }).waitFor();
    await page.getByRole('button', { name: 'Apply all suggestions' }).click();
    await shootDesktop(page, 'values');
    await page.getByRole('button', { name: 'Next: preview' }).click();

    // Without the declaration no candidate is imported.
    await page.getByRole('heading', { name: 'Candidates’ consent' }).waitFor();
    await page.getByRole('button', { name: 'Confirm consent' }).click();
    await page.getByText('Confirm that you hold every candidate’s consent.').waitFor();
    await page.getByText('Confirm the candidates’ consent above').waitFor();
    await shootDesktop(page, 'consent');
    await page.getByLabel(/I hold the consent of every candidate/).check();
    await page.getByRole('button', { name: 'Confirm consent' }).click();
    await page.getByTestId('import-consent-given').waitFor();
    await expect.poll(() => page.getByTestId('preview-valid').innerText()).toMatch(/^2\s/);
    expect(await page.getByTestId('preview-invalid').innerText()).toMatch(/^1\s/);
    const refused = page.getByRole('list', { name: 'Rows with errors' });
    await refused.getByText('Row 4').waitFor();
    await refused.getByText('The Consent date cannot be in the future.').waitFor();
    await shootDesktop(page, 'preview');

    await page.getByRole('button', { name: 'Import 2 candidates' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor();
    expect(await page.getByTestId('import-created').innerText()).toMatch(/^2\s/);
    await shootDesktop(page, 'done');
    await page.getByRole('link', { name: 'See the candidates' }).click();
    await page.getByRole('list', { name: 'Candidates' }).getByText(`Chartered Accountant ${refs[0]}`).waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
  });

  it('offers a hiring company job specs only', async () => {
    const company = await buildHiringCompany(server);
    await page.context().clearCookies();
    await logInThroughForm(page, server, company);
    await page.goto(`${server.url}/import?kind=candidate`);
    await page.getByRole('heading', { level: 1, name: 'Import from your ATS' }).waitFor();
    await page.getByLabel('CSV or Excel file of job specs').waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
  });
});
