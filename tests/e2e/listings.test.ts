/**
 * Job specs and candidates in real Chromium on a 360 px phone: create both through the forms
 * (one refused by the shared rules first), find them with the filters, keep the filters across a
 * reload and a fresh visit (IndexedDB), extend and close after confirmation, and the hiring-company
 * variant of the screens.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, e2eSkipReason } from '../support/browser';
import type { TestServer } from '../support/test-server';
import { buildAdmin, buildHiringCompany, buildRecruiter, type BuiltAccount } from '../support/factories';
import { chooseOptions, fillCandidateFields } from '../support/e2e-helpers';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

const toastText = (page: Page) =>
  page
    .getByTestId('toast')
    .innerText()
    .catch(() => '');

/** Waits until the toast queue shows a toast containing the text (earlier toasts finish first). */
async function expectToast(page: Page, text: string) {
  await expect.poll(() => toastText(page), { timeout: 15_000 }).toContain(text);
}

async function signIn(page: Page, server: TestServer, account: BuiltAccount) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

describe.skipIf(Boolean(e2eSkipReason))('job specs and candidates', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let page: Page;
  let recruiter: BuiltAccount;
  const stamp = Date.now().toString(36).slice(-5);
  const jobTitle = `Mine Planner ${stamp}`;
  const candidateTitle = `Metallurgist ${stamp}`;

  beforeAll(async () => {
    page = browser.page;
    recruiter = await buildRecruiter(server);
    await signIn(page, server, recruiter);
  });

  it('shows the dashboard tiles', async () => {
    await expect.poll(() => page.getByTestId('stat-myActiveJobs').innerText(), { timeout: 15_000 }).toContain('0');
    await expect(page.getByTestId('stat-myActiveJobs').getAttribute('href')).resolves.toBe('/jobs');
    await expect(page.getByTestId('version').innerText()).resolves.toContain('2.8.80');
  });

  it('creates a job spec through the form after a refused first save', async () => {
    await page.goto(`${server.url}/jobs`);
    await page.getByRole('link', { name: 'Add New Job Spec' }).click();
    await page.waitForURL('**/jobs/add');
    await page.getByLabel('Job Title', { exact: true }).fill(jobTitle);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Invalid field');
    await expectToast(page, 'The Nature of Employment field is required.');
    await page.getByText('The Nature of Employment field is required.', { exact: true }).first().waitFor();
    await screenshot(page, 'job-add-invalid-360');

    await page.getByLabel('Permanent', { exact: true }).check();
    await page.getByLabel('EE (SA Candidate)', { exact: true }).check();
    await page.getByLabel('Gender Preference', { exact: true }).selectOption({ label: 'Open' });
    await page.getByLabel('Annual CTC Package', { exact: true }).selectOption({ label: 'R400K – R600K' });
    await chooseOptions(page, 'Locations', ['Sandton', 'International']);
    await page.getByLabel('Country Name', { exact: true }).fill('Botswana');
    await page
      .getByLabel('Qualifications', { exact: true })
      .fill('BSc Mining Engineering; Mine Manager’s Certificate.');
    await page.getByLabel('Experience', { exact: true }).fill('Eight years of open-pit planning.');
    await chooseOptions(page, 'Industry Sector Experience', ['Mining & Minerals', 'Other']);
    await page.getByLabel('Other Sector(s)', { exact: true }).fill('Quarrying');
    await chooseOptions(page, 'Recruitment Category', ['Mining']);
    expect(await page.getByLabel('Placement Fee %', { exact: true }).count()).toBe(0);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await screenshot(page, 'job-add-filled-360');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/jobs$/);
    await expectToast(page, 'Job created');
    await page.getByRole('link', { name: jobTitle }).waitFor();
  });

  it('creates a candidate through the form', async () => {
    await page.goto(`${server.url}/candidates`);
    await page.getByRole('link', { name: 'Add New Candidate' }).click();
    await page.waitForURL('**/candidates/add');
    await page.getByLabel('Candidate Title', { exact: true }).waitFor();
    // Candidates may choose gender Other; the job-only Open choices are not offered.
    const genders = await page.getByLabel('Gender', { exact: true }).locator('option').allInnerTexts();
    expect(genders).toContain('Other');
    expect(genders).not.toContain('Open');
    expect(await page.getByLabel('Open (Any Candidate)').count()).toBe(0);
    await fillCandidateFields(page, candidateTitle, { categories: ['Mining', 'Engineering'] });
    // POPIA: not without the poster's consent declaration.
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'The Consent field is required.');
    await page.getByLabel('The candidate agreed to be presented anonymously', { exact: false }).check();
    await page.getByLabel('Date of consent', { exact: true }).fill('2026-01-15');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/candidates$/);
    await expectToast(page, 'Candidate created');
    await page.getByRole('link', { name: candidateTitle }).waitFor();
  });

  it('finds the job with filters, and keeps them across a reload and a fresh visit', async () => {
    await page.goto(`${server.url}/jobs`);
    // The keyword is searched as it is typed; the filters wait in a sheet, built once it opens.
    await page.getByLabel('Keyword', { exact: true }).fill(jobTitle);
    expect(await page.getByRole('button', { name: /^Nature of Employment/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await chooseOptions(page, 'Nature of Employment', ['Permanent']);
    await expect(page.getByRole('button', { name: /^Nature of Employment/ }).innerText()).resolves.toContain(
      'Permanent',
    );
    await page.getByRole('button', { name: 'Search Now' }).click();
    await page.getByText('1 Job Spec matches your criteria').waitFor();
    await expect.poll(() => page.url()).toContain('natures=1');
    await page.getByRole('link', { name: jobTitle }).waitFor();
    await screenshot(page, 'jobs-filtered-360');

    // A filter that excludes it. The Filters button says how many are in use.
    await page.getByRole('button', { name: 'Filters · 1' }).click();
    await chooseOptions(page, 'Nature of Employment', ['Temp']);
    await page.getByRole('button', { name: /^Nature of Employment/ }).click();
    await page.getByRole('dialog', { name: 'Nature of Employment' }).getByLabel('Permanent', { exact: true }).uncheck();
    await page.getByRole('dialog', { name: 'Nature of Employment' }).getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Search Now' }).click();
    await page.getByText('0 Job Specs match your criteria').waitFor();
    await page.goBack();
    await page.getByText('1 Job Spec matches your criteria').waitFor();

    await page.reload();
    await page.getByText('1 Job Spec matches your criteria').waitFor();
    await expect(page.getByLabel('Keyword', { exact: true }).inputValue()).resolves.toBe(jobTitle);

    // A bare /jobs restores the saved filters from IndexedDB.
    await page.goto(`${server.url}/dashboard`);
    await page.goto(`${server.url}/jobs`);
    await page.getByText('1 Job Spec matches your criteria').waitFor();
    await expect(page.getByLabel('Keyword', { exact: true }).inputValue()).resolves.toBe(jobTitle);
    expect(page.url()).toContain('natures=1');
  });

  it('extends, refuses an unchanged save, updates and closes the job', async () => {
    await page.getByRole('link', { name: jobTitle }).click();
    await page.getByRole('heading', { name: 'Listing Detail' }).waitFor();
    const reference = await page.getByTestId('listing-reference').innerText();
    expect(reference).toMatch(/^J/);
    const daysLeft = async () =>
      Number(/\((\d+) days left\)/.exec(await page.locator('.panel').first().innerText())?.[1]);
    const before = await daysLeft();
    expect(before).toBeGreaterThanOrEqual(59);

    await page.getByRole('button', { name: 'Extend' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Extend Job Spec' }).click();
    await expectToast(page, 'Your Job Spec was extended successfully.');
    await expect.poll(daysLeft).toBe(before + 7);

    await page.getByRole('button', { name: 'Edit my Job' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'You have no changes to save at this time.');
    await page.getByLabel('Job Title', { exact: true }).fill(`${jobTitle} (Senior)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/jobs(\?|$)/);
    await expectToast(page, 'Your Job Spec was updated successfully.');

    await page.getByRole('button', { name: 'Clear Results' }).click();
    await page.getByRole('link', { name: `${jobTitle} (Senior)` }).click();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('heading', { name: 'Close this Job Spec?' }).waitFor();
    await screenshot(page, 'job-close-confirm-360');
    await page.getByRole('dialog').getByRole('button', { name: 'Close Job Spec' }).click();
    await page.waitForURL(/\/jobs$/);
    await expectToast(page, 'Your Job Spec was closed successfully.');
    await page.getByText('There are no active job specs yet.').waitFor();
    expect(await page.getByRole('link', { name: `${jobTitle} (Senior)` }).count()).toBe(0);
  });

  it('shows the hiring-company variant: no candidates to post, a placement fee instead of sourcing', async () => {
    await browser.context.clearCookies();
    await signIn(page, server, await buildHiringCompany(server));
    await page.goto(`${server.url}/candidates`);
    await page.getByRole('heading', { name: 'Candidates', level: 1 }).waitFor();
    await page.getByRole('link', { name: candidateTitle }).waitFor();
    expect(await page.getByRole('link', { name: 'Add New Candidate' }).count()).toBe(0);

    await page.getByRole('link', { name: candidateTitle }).click();
    await page.getByRole('heading', { name: 'Listing Detail' }).waitFor();
    expect(await page.getByRole('link', { name: 'Propose a Match' }).count()).toBe(0);

    await page.goto(`${server.url}/jobs/add`);
    await page.getByLabel('Placement Fee %', { exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'Yes' }).count()).toBe(0);
    await screenshot(page, 'job-add-hiring-company-360');
  });

  it("shows an admin the poster and marks actions on others' listings // ADM", async () => {
    await browser.context.clearCookies();
    await signIn(page, server, await buildAdmin(server));
    await page.goto(`${server.url}/candidates`);
    await page.getByRole('link', { name: candidateTitle }).waitFor();
    await page.getByText(recruiter.email).first().waitFor();
    await page.getByRole('link', { name: candidateTitle }).click();
    await page.getByRole('heading', { name: 'Listing Detail' }).waitFor();
    await expect(page.getByRole('link', { name: recruiter.email }).getAttribute('href')).resolves.toBe(
      `/account/billing/${recruiter.id}`,
    );
    for (const name of ['Edit my Candidate // ADM', 'Extend // ADM', 'Close // ADM']) {
      await page.getByRole('button', { name, exact: true }).waitFor();
    }
    await screenshot(page, 'candidate-admin-360');
  });

  it("sends a missing listing back to the list with the spec's toast", async () => {
    await page.goto(`${server.url}/jobs/00000000-0000-4000-8000-000000000000`);
    await page.waitForURL(/\/jobs$/);
    await expectToast(page, 'Job spec not found');
    await expectToast(page, 'could not be found, and may have expired.');
  });
});
