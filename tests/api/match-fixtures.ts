/**
 * Shared pieces of the match, sourcing, notes and contact-privacy API tests: members with
 * unique, recognisable contact details (so a leak can be found by value), listings made through
 * the API, the rows the services write (notes, usage, analytics, audit, sent mails) read
 * straight from the database, and a JSON walker for the contact-privacy checks.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { buildAccount, buildAdmin, buildHiringCompany, signIn, type BuiltAccount } from '../support/factories';
import { sleep } from '../support/api-helpers';
import { proposalRenderers } from '../../api/mail/templates/proposals';
import type { ReceivedMail } from '../support/smtp-sink';
import type { TestClient, TestResponse } from '../support/test-client';
import type { TestServer } from '../support/test-server';
import { createListing, uniqueWord, walkJson } from './listings-fixtures';

export type PartyKind = 'recruiter' | 'hiring' | 'admin';

/** A signed-in member with contact details no other member has. */
export type Party = BuiltAccount & {
  client: TestClient;
  firstname: string;
  lastname: string;
  company: string;
  title: string;
  website: string | null;
  cellphone: string | null;
};

const letters = (n: number) => Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('');
const capitalised = (prefix: string) => `${prefix}${letters(8)}`;

export async function buildParty(
  server: TestServer,
  kind: PartyKind = 'recruiter',
  overrides: { website?: string | null; cellphone?: string | null; company?: string } = {},
): Promise<Party> {
  const fields = {
    firstname: capitalised('Nomsa'),
    lastname: capitalised('Mokoena'),
    company: overrides.company ?? `${capitalised('Talent')} Recruitment`,
    title: `Head of ${capitalised('Search')}`,
    website: 'website' in overrides ? (overrides.website ?? null) : `https://www.${letters(10)}.co.za`,
    cellphone:
      'cellphone' in overrides
        ? (overrides.cellphone ?? null)
        : `+27 8${randomInt(10)} ${randomInt(100, 1000)} ${randomInt(1000, 10_000)}`,
    email: `party-${randomBytes(5).toString('hex')}@example.co.za`,
  };
  const build = kind === 'hiring' ? buildHiringCompany : kind === 'admin' ? buildAdmin : buildAccount;
  const account = await build(server, fields);
  const client = await signIn(server, account);
  return { ...account, ...fields, client };
}

/** The seven kinds of caller every route is exercised by (besides the visitor). */
export type Cast = { third: Party; hiring: Party; admin: Party };

export async function buildCast(server: TestServer): Promise<Cast> {
  const [third, hiring, admin] = await Promise.all([
    buildParty(server),
    buildParty(server, 'hiring'),
    buildParty(server, 'admin'),
  ]);
  return { third, hiring, admin };
}

export type Listing = { uid: string; reference: string; title: string };

/** An open job spec of `owner`'s with a title no other test uses. */
export async function createJob(owner: Party, overrides: Record<string, unknown> = {}): Promise<Listing> {
  const title = `Java Developer ${uniqueWord('j')}`;
  const created = await createListing(owner.client, 'job', { jobTitle: title, ...overrides });
  return { ...created, title: (overrides.jobTitle as string | undefined) ?? title };
}

/** An open candidate of `owner`'s with a title no other test uses. */
export async function createCandidate(owner: Party, overrides: Record<string, unknown> = {}): Promise<Listing> {
  const title = `Chartered Accountant ${uniqueWord('c')}`;
  const created = await createListing(owner.client, 'candidate', { candidateTitle: title, ...overrides });
  return { ...created, title: (overrides.candidateTitle as string | undefined) ?? title };
}

/** A hiring company's job (placement fee required, no sourcing). */
export async function createHiringJob(owner: Party): Promise<Listing> {
  return createJob(owner, { placementFee: '15' });
}

export async function closeListingAs(client: TestClient, kind: 'job' | 'candidate', uid: string): Promise<void> {
  const res = await client.post(`/api/${kind === 'job' ? 'jobs' : 'candidates'}/${uid}/close`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** POST /api/matches that must succeed; returns the new match's uid. */
export async function propose(client: TestClient, job: Listing, candidate: Listing): Promise<string> {
  const res = await client.post('/api/matches', { job: job.uid, candidate: candidate.uid });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(Object.keys(res.body)).toEqual(['uid']);
  return res.body.uid as string;
}

/** POST /api/sourcing that must succeed; returns the new offer's uid. */
export async function offer(client: TestClient, job: Listing): Promise<string> {
  const res = await client.post('/api/sourcing', { job: job.uid });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(Object.keys(res.body)).toEqual(['uid']);
  return res.body.uid as string;
}

// ---------------------------------------------------------------------------------------------
// Rows written by the services

type Row = Record<string, any>;

async function rows(server: TestServer, text: string, values: unknown[]): Promise<Row[]> {
  const result = await server.ctx.pool.query<Row>(text, values);
  return result.rows;
}

// The columns a match and a sourcing offer had as tables of their own (one `proposals` table since 0012).
const OFFER_COLUMNS = 'id, proposer_id, seconder_id, job_id, j_reference, status, proposed_at, seconded_at';
const MATCH_COLUMNS = `${OFFER_COLUMNS}, candidate_id, c_reference`;

export const matchRow = async (server: TestServer, uid: string) =>
  (await rows(server, `select ${MATCH_COLUMNS} from proposals where id = $1 and kind = 'match'`, [uid]))[0];
export const offerRow = async (server: TestServer, uid: string) =>
  (await rows(server, `select ${OFFER_COLUMNS} from proposals where id = $1 and kind = 'sourcing'`, [uid]))[0];

export async function countWhere(server: TestServer, table: string, where: string, values: unknown[]): Promise<number> {
  const [row] = await rows(server, `select count(*)::int as n from ${table} where ${where}`, values);
  return (row?.n as number | undefined) ?? 0;
}

/** Every note (deleted or not) of one member, oldest first. */
export const notesOf = (server: TestServer, userId: string) =>
  rows(server, 'select * from notes where user_id = $1 order by created_at, id', [userId]);

/** The notes whose link points at this match or offer, oldest first. */
export const notesAbout = (server: TestServer, uid: string) =>
  rows(server, `select * from notes where link like '%' || $1 order by created_at, id`, [uid]);

/** `kind` of every usage row about one match or offer, as "accountId:kind:subjectType", sorted. */
export async function usageAbout(server: TestServer, subjectId: string): Promise<string[]> {
  const found = await rows(server, 'select account_id, kind, subject_type from usage_events where subject_id = $1', [
    subjectId,
  ]);
  return found.map((r) => `${r.account_id}:${r.kind}:${r.subject_type}`).sort();
}

export const usageLine = (accountId: string, kind: string, subjectType: 'match' | 'sourcing') =>
  `${accountId}:${kind}:${subjectType}`;

export const analyticsCount = (server: TestServer, name: string, accountId: string) =>
  countWhere(server, 'analytics_events', 'name = $1 and account_id = $2', [name, accountId]);

export const auditAbout = (server: TestServer, targetId: string) =>
  rows(server, 'select * from audit_log where target_id = $1 order by id', [targetId]);

/** The mails of api/mail/templates/proposals.ts (other features, e.g. listing alerts, mail members too). */
const PROPOSAL_TEMPLATES = new Set<string>(Object.keys(proposalRenderers));
export const PROPOSAL_SUBJECT = /Match Proposal|Match approved|Sourcing Offer/;

/** The match and sourcing mails the SMTP sink received for `to`, in arrival order. */
export const proposalMails = (server: TestServer, to: string): ReceivedMail[] =>
  server.smtp.to(to).filter((m) => PROPOSAL_SUBJECT.test(m.subject));

/** Lets the mail worker run a while, then gives the match and sourcing mails to `to`. */
export async function proposalMailsAfterQuiet(
  server: TestServer,
  to: string,
  quietMs = 2_500,
): Promise<ReceivedMail[]> {
  await sleep(quietMs);
  return proposalMails(server, to);
}

/** Templates of the match and sourcing mails sent to `to` (recorded by the mail worker), sorted by name. */
export async function sentTemplates(server: TestServer, to: string): Promise<string[]> {
  const found = await rows(server, 'select template from sent_mails where "to" = $1 order by id', [to]);
  return found
    .map((r) => r.template as string)
    .filter((name) => PROPOSAL_TEMPLATES.has(name))
    .sort();
}

/**
 * The mail worker records a mail after the SMTP server took it: waits until the templates sent
 * to `to` are exactly `expected` (any order), failing with the last list seen.
 */
export async function expectTemplates(
  server: TestServer,
  to: string,
  expected: string[],
  timeoutMs = 15_000,
): Promise<void> {
  const want = [...expected].sort();
  const deadline = Date.now() + timeoutMs;
  let seen = await sentTemplates(server, to);
  while (JSON.stringify(seen) !== JSON.stringify(want) && seen.length <= want.length && Date.now() < deadline) {
    await sleep(100);
    seen = await sentTemplates(server, to);
  }
  expect(seen).toEqual(want);
}

/** The text and HTML of a mail, for "contains / does not contain" checks. */
export const mailBody = (mail: ReceivedMail) => `${mail.subject}\n${mail.text}\n${mail.html}`;

/** The contact card of spec §1 as the API and the mails give it ('-' for blanks). */
export function contactOf(party: Party) {
  return {
    fullname: `${party.firstname} ${party.lastname}`,
    company: party.company,
    title: party.title,
    website: party.website ?? '-',
    email: party.email,
    cellphone: party.cellphone ?? '-',
  };
}

/** The lines of a mail's text that carry a contact card. */
export function expectContactCardInMail(mail: ReceivedMail, party: Party): void {
  const card = contactOf(party);
  expect(mail.text).toContain(`Name: ${card.fullname}`);
  expect(mail.text).toContain(`Company: ${card.company}`);
  expect(mail.text).toContain(`Job title: ${card.title}`);
  expect(mail.text).toContain(`Website: ${card.website}`);
  expect(mail.text).toContain(`E-mail: ${card.email}`);
  expect(mail.text).toContain(`Cellphone: ${card.cellphone}`);
  expect(mail.html).toContain(card.email);
  if (party.cellphone) expect(mail.html).toContain(party.cellphone);
}

/** No e-mail address, cellphone or last name of these parties anywhere in a mail. */
export function expectNoContactInMail(mail: ReceivedMail, parties: Party[]): void {
  const body = mailBody(mail);
  for (const party of parties) {
    expect(body, `mail leaks ${party.email}`).not.toContain(party.email);
    if (party.cellphone) expect(body, `mail leaks ${party.cellphone}`).not.toContain(party.cellphone);
    expect(body, `mail leaks ${party.lastname}`).not.toContain(party.lastname);
  }
  expect(mail.text).not.toMatch(/E-mail:|Cellphone:|Website:/);
  expect(`${mail.text}\n${mail.html}`).not.toContain('@');
}

// ---------------------------------------------------------------------------------------------
// Contact privacy of JSON answers

const CONTACT_KEYS =
  /^(owner|ownerId|proposerId|seconderId|userId|email|e-?mail|cellphone|landline|phone|mobile|contact|contacts|website)$/i;
/** A phone number as people write them: '+27 82 555 0101' or '082 555 0101'. */
const PHONE = /\+\d{2}[\d ]{6,}|\b0\d{2}[ -]\d{3}[ -]\d{4}\b/;

/** Every string value anywhere in a JSON answer, with its path. */
export function collectStrings(value: unknown): Array<{ path: string; value: string }> {
  const found: Array<{ path: string; value: string }> = [];
  walkJson(value, (path, key, item) => {
    if (key === null && typeof item === 'string') found.push({ path, value: item });
  });
  return found;
}

/**
 * The answer holds none of these parties' e-mail addresses, cellphones or last names, no string
 * with an '@' or a phone number in it, and no contact-looking key — except under `allowedPath`
 * (e.g. '$.match.contacts'), which the caller has checked on its own.
 */
export function expectNoPartyDetails(res: TestResponse, parties: Party[], allowedPath?: string): void {
  const allowed = (path: string) =>
    allowedPath !== undefined && (path === allowedPath || path.startsWith(`${allowedPath}.`));
  walkJson(res.body, (path, key) => {
    if (key !== null && !allowed(path)) expect(key, `${path} is a contact field`).not.toMatch(CONTACT_KEYS);
  });
  const strings = collectStrings(res.body).filter((s) => !allowed(s.path));
  expect(strings.length + Object.keys(res.body ?? {}).length, 'an empty answer proves nothing').toBeGreaterThan(0);
  for (const { path, value } of strings) {
    for (const party of parties) {
      expect(value, `${path} leaks an e-mail address`).not.toContain(party.email);
      if (party.cellphone) expect(value, `${path} leaks a cellphone`).not.toContain(party.cellphone);
      expect(value, `${path} leaks a last name`).not.toContain(party.lastname);
    }
    expect(value, `${path} holds an e-mail address`).not.toContain('@');
    expect(value, `${path} holds a phone number`).not.toMatch(PHONE);
  }
}

/** An error body that says nothing about the proposal: none of its ids, references or titles. */
export function expectNothingAbout(res: TestResponse, secrets: string[]): void {
  const text = JSON.stringify(res.body);
  for (const secret of secrets) expect(text, `error body mentions ${secret}`).not.toContain(secret);
}

/** Database time helpers. */
export const DAY_MS = 86_400_000;
export function startOfThisMonthUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
