/**
 * The anonymity guard's pattern detectors: contact details and identity numbers written into a
 * listing's free text. Each returns the spans it is sure of; the near-misses a listing is full of
 * (rand amounts and CTC bands, years and date ranges, NQF levels, degree names such as B.Com,
 * technology names such as ASP.NET, listing references) are left alone on purpose.
 * Deterministic and dependency-free, so the PWA checks as the member types and the API checks
 * the same way at save time.
 */
import { passesLuhn } from '../rules/candidate-identifiers';
import { finding, type Finding } from './findings';

/** Every match of a global pattern, with the offsets of the whole match. */
function* matches(text: string, pattern: RegExp): Generator<{ start: number; end: number; match: RegExpExecArray }> {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    yield { start: match.index, end: match.index + match[0].length, match };
    if (match[0].length === 0) pattern.lastIndex++;
  }
}

// --- e-mail -----------------------------------------------------------------------------------

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// "thabo at gmail dot com", "thabo [at] gmail [dot] co [dot] za", "thabo(at)gmail.com"
const SPELLED_EMAIL =
  /\b[\p{L}\p{N}._%+-]+\s*(?:\(at\)|\[at\]|\{at\}|\sat\s|\s@\s)\s*[\p{L}\p{N}-]+(?:\s*(?:\(dot\)|\[dot\]|\{dot\}|\sdot\s|\.)\s*[a-z]{2,})+/giu;

export function findEmails(text: string): Finding[] {
  const found: Finding[] = [];
  for (const { start, end } of matches(text, EMAIL)) found.push(finding('email', start, end));
  for (const { start, end, match } of matches(text, SPELLED_EMAIL)) {
    // "at" and "dot" both needed when written out: "based at Sandton. Reports" is not an address.
    if (/\bdot\b|\(dot\)|\[dot\]/i.test(match[0]) || /\(at\)|\[at\]|\{at\}/i.test(match[0]))
      found.push(finding('email', start, end));
  }
  return found;
}

// --- phone numbers ----------------------------------------------------------------------------

// A run that starts like a phone number (+, 0, (0, or 27) and goes on in digits and the usual
// separators; its digits are counted afterwards.
const PHONE_RUN = /(?<![\p{L}\p{N}R$€£.,/])(?:\+\s?\d|\(0\d*\)|0\d|27\d)[\d\s().-]{6,}\d(?![\p{N}])/gu;

function isPhoneDigits(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  if (run.trimStart().startsWith('+')) return digits.length >= 9 && digits.length <= 15;
  if (digits.startsWith('27')) return digits.length === 11;
  // South African national numbers: ten digits from 0.
  return digits.startsWith('0') && digits.length === 10;
}

export function findPhones(text: string): Finding[] {
  const found: Finding[] = [];
  for (const { start, match } of matches(text, PHONE_RUN)) {
    const run = match[0].replace(/[\s().-]+$/, '');
    // A date range or a year span ("2019 - 2023", "01.2020-03.2024") is no phone number.
    if (/^\d{4}\s*[-–]\s*\d{4}$/.test(run.trim())) continue;
    if (isPhoneDigits(run)) found.push(finding('phone', start, start + run.length));
  }
  return found;
}

// --- South African ID numbers -----------------------------------------------------------------

// YYMMDD SSSS C A Z, written together or in its usual groups.
const SA_ID = /(?<![\p{N}])(\d{2})(\d{2})(\d{2})\s?(\d{4})\s?(\d)\s?(\d)\s?(\d)(?![\p{N}])/gu;

function isValidDate(yy: string, mm: string, dd: string): boolean {
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1) return false;
  // Any century: the check is whether the day exists in that month (29 February in a leap year).
  const year = 2000 + Number(yy);
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate() || (month === 2 && day === 29);
}

export function findSaIdNumbers(text: string): Finding[] {
  const found: Finding[] = [];
  for (const { start, end, match } of matches(text, SA_ID)) {
    const [, yy, mm, dd] = match;
    const digits = match[0].replace(/\s/g, '');
    // Citizenship digit 0 or 1 (or 2 for refugees), and the Luhn check digit.
    if (isValidDate(yy!, mm!, dd!) && /^[012]$/.test(digits[10]!) && passesLuhn(digits))
      found.push(finding('sa-id', start, end));
  }
  return found;
}

// --- passport numbers (labelled) --------------------------------------------------------------

const PASSPORT = /\bpassport(?:\s*(?:no\.?|number|num\.?|#))?\s*[:\-–]?\s*([A-Z]{0,2}\d{6,9}[A-Z]?)\b/giu;

export function findPassports(text: string): Finding[] {
  const found: Finding[] = [];
  for (const { end, match } of matches(text, PASSPORT)) {
    const number = match[1]!;
    found.push(finding('passport', end - number.length, end));
  }
  return found;
}

// --- web addresses and social profiles ---------------------------------------------------------

const URL_WITH_SCHEME = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+[^\s<>"')\].,;:!?]/giu;
// A bare domain: labels of two or more characters, then a known top-level domain, in lower case
// (ASP.NET and VB.NET are technologies; B.Com and B.Sc are degrees: one-letter labels).
const BARE_DOMAIN =
  /(?<![\p{L}\p{N}@.-])(?:[a-z0-9][a-z0-9-]*[a-z0-9]\.)+(?:co\.za|org\.za|ac\.za|gov\.za|com|net|org|io|za|co|biz|info|me|africa|jobs|online|site|dev|app|uk|co\.uk)(?:\/[^\s<>"')\]]*[^\s<>"')\].,;:!?])?(?![\p{L}\p{N}-])/gu;

export function findUrls(text: string): Finding[] {
  const found: Finding[] = [];
  for (const { start, end } of matches(text, URL_WITH_SCHEME)) found.push(finding('url', start, end));
  for (const { start, end } of matches(text, BARE_DOMAIN)) found.push(finding('url', start, end));
  return found;
}

const NETWORKS = 'linkedin|twitter|x\\.com|instagram|insta|facebook|fb|tiktok|github|telegram|whatsapp|skype';
// A network named, then a handle after ':' '/' or '@' ("LinkedIn: thabo-m", "IG @thabo_m").
const LABELLED_HANDLE = new RegExp(`\\b(?:${NETWORKS}|ig)\\s*(?:[:/]\\s*@?|@)\\s*([\\p{L}\\p{N}_.-]{3,})`, 'giu');
// A bare @handle, not the middle of an e-mail address.
const AT_HANDLE = /(?<![\p{L}\p{N}._%+-])@[A-Za-z0-9_]{3,30}\b(?!\.[a-z])/gu;

export function findSocialHandles(text: string): Finding[] {
  const found: Finding[] = [];
  for (const { start, end } of matches(text, LABELLED_HANDLE)) found.push(finding('social', start, end));
  for (const { start, end } of matches(text, AT_HANDLE)) found.push(finding('social', start, end));
  return found;
}

/** Every pattern detector over one text. */
export function findPatterns(text: string): Finding[] {
  return [
    ...findEmails(text),
    ...findPhones(text),
    ...findSaIdNumbers(text),
    ...findPassports(text),
    ...findUrls(text),
    ...findSocialHandles(text),
  ];
}
