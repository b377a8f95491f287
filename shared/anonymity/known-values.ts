/**
 * The values the guard knows must not appear in a listing: the poster's own contact details and
 * company (from their account), and the listing's own secrets (the candidate's identifiers and full
 * name, the job spec's client), which the member sends at write time and the server never keeps in
 * clear. Found however they are spaced or cased; a phone number also in its other spellings
 * (+27 82…, 082…, 27 82…).
 */
import { normaliseCellphone } from '../rules/candidate-identifiers';
import { finding, type Finding, type FindingKind } from './findings';

export type KnownValues = {
  /** The poster's own details: e-mail, phones, company name, website. */
  own?: {
    email?: string | null;
    phones?: Array<string | null | undefined>;
    company?: string | null;
    website?: string | null;
    /** The writer's own full name (a conversation's anonymous question: docs/conversations.md). */
    name?: string | null;
  };
  /** The listing's secrets: identifiers, the candidate's full name, the client's name. */
  secrets?: {
    email?: string | null;
    phones?: Array<string | null | undefined>;
    idNumber?: string | null;
    passport?: string | null;
    fullName?: string | null;
    clientName?: string | null;
  };
  /**
   * Companies the member has named as a client on other listings: a warning (`employer`), not a
   * block, when one appears in this listing's text (shared/anonymity/employers.ts).
   */
  knownEmployers?: Array<string | null | undefined>;
};

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase as a pattern: case, spacing and the dots, dashes and apostrophes between words do not matter. */
function phrasePattern(phrase: string): RegExp | null {
  const words = phrase
    .normalize('NFKC')
    .split(/[\s.,'’_-]+/)
    .filter(Boolean);
  if (words.join('').length < 3) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.map(escape).join(`[\\s.,'’_-]*`)}(?![\\p{L}\\p{N}])`, 'giu');
}

/** Characters as a pattern that lets spaces and dashes sit between any two (an ID written in groups). */
function spacedPattern(value: string): RegExp | null {
  const compact = value.replace(/[\s\-().]/g, '');
  if (compact.length < 6) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])${[...compact].map(escape).join('[\\s\\-().]*')}(?![\\p{L}\\p{N}])`, 'giu');
}

function spans(text: string, pattern: RegExp | null, kind: FindingKind, label?: string): Finding[] {
  if (!pattern) return [];
  const found: Finding[] = [];
  for (const match of text.matchAll(pattern))
    found.push(finding(kind, match.index, match.index + match[0].length, label));
  return found;
}

// A run of digits and separators long enough to be a phone number, compared in international form.
const PHONE_RUN = /(?:\+\s?)?\(?\d[\d\s().-]{6,}\d/gu;

function phoneSpans(
  text: string,
  phones: Array<string | null | undefined>,
  kind: FindingKind,
  label?: string,
): Finding[] {
  const wanted = new Set(phones.map((phone) => (phone ? normaliseCellphone(phone) : null)).filter(Boolean));
  if (wanted.size === 0) return [];
  const found: Finding[] = [];
  for (const match of text.matchAll(PHONE_RUN)) {
    if (wanted.has(normaliseCellphone(match[0])))
      found.push(finding(kind, match.index, match.index + match[0].length, label));
  }
  return found;
}

/** A website as the member may write it: without its scheme, 'www.' or trailing slash. */
function websiteCore(website: string): string | null {
  const core = website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
  return core.length >= 4 ? core : null;
}

export function findKnownValues(text: string, known: KnownValues): Finding[] {
  const found: Finding[] = [];
  const secrets = known.secrets ?? {};
  const own = known.own ?? {};
  const secretLabel = (what: string) => `the ${what} you gave for this listing`;

  found.push(...spans(text, secrets.email ? phrasePattern(secrets.email) : null, 'secret', secretLabel('e-mail')));
  found.push(...phoneSpans(text, secrets.phones ?? [], 'secret', secretLabel('phone number')));
  found.push(
    ...spans(text, secrets.idNumber ? spacedPattern(secrets.idNumber) : null, 'secret', secretLabel('ID number')),
  );
  found.push(
    ...spans(text, secrets.passport ? spacedPattern(secrets.passport) : null, 'secret', secretLabel('passport number')),
  );
  if (secrets.fullName) {
    found.push(...spans(text, phrasePattern(secrets.fullName), 'secret', 'the candidate’s name'));
    // The surname alone gives a person away too (a first name alone does not).
    const surname = secrets.fullName.trim().split(/\s+/).at(-1);
    if (surname && surname.length >= 4 && surname !== secrets.fullName.trim())
      found.push(...spans(text, phrasePattern(surname), 'secret', 'the candidate’s surname'));
  }
  found.push(
    ...spans(text, secrets.clientName ? phrasePattern(secrets.clientName) : null, 'secret', 'the client’s name'),
  );

  found.push(...spans(text, own.email ? phrasePattern(own.email) : null, 'own-contact', 'your own e-mail address'));
  found.push(...phoneSpans(text, own.phones ?? [], 'own-contact', 'your own phone number'));
  found.push(...spans(text, own.company ? phrasePattern(own.company) : null, 'own-contact', 'your own company’s name'));
  if (own.name) {
    found.push(...spans(text, phrasePattern(own.name), 'own-contact', 'your own name'));
    const surname = own.name.trim().split(/\s+/).at(-1);
    if (surname && surname.length >= 4 && surname !== own.name.trim())
      found.push(...spans(text, phrasePattern(surname), 'own-contact', 'your own surname'));
  }
  const site = own.website ? websiteCore(own.website) : null;
  found.push(...spans(text, site ? phrasePattern(site) : null, 'own-contact', 'your own website'));
  return found;
}
