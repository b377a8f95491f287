/**
 * The employer warning: a large South African employer named in a listing (employer-list.ts), or a
 * company the member has named as a client on another listing (`KnownValues.knownEmployers`).
 * Matched word by word on the text's words, so spacing, dashes and an apostrophe do not hide a name
 * ("Pick 'n Pay", "Dis-Chem", "SASOL  Secunda"), and a name that is also an ordinary word counts
 * only when written as a name (see employer-list.ts).
 */
import { EMPLOYERS } from './employer-list';
import { finding, type Finding } from './findings';

type Word = { text: string; lower: string; start: number; end: number };
type Entry = { words: string[]; lower: string[]; mode: 'any' | 'exact' | 'capitalised' | 'introduced' };

const WORD = /[\p{L}\p{N}]+|&/gu;

/** The words of a text with their offsets (letters and digits; "&" is a word of its own). */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    words.push({
      text: match[0],
      lower: match[0].toLowerCase(),
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return words;
}

// Between the words of one name: spaces, a dash, an apostrophe or a dot ("Pick 'n Pay", "Dis-Chem").
const NAME_GAP = /^[ \t\u00a0'’.-]{1,3}$/;
// Before a name that is also a word: what introduces an employer ("at", "joined", "ex-", "client:").
const INTRODUCERS = new Set(
  'at with for joined join from ex by client clients employer company currently previously formerly employed worked working works placed to via within'.split(
    ' ',
  ),
);
const INTRO_GAP = /^[ \t\u00a0:(-]{1,3}$/;
// Words that may follow a name and belong to it: "Sasol Ltd", "Tiger Brands Limited".
const SUFFIXES = new Set(['ltd', 'limited', 'holdings', 'pty', 'group', 'inc', 'plc']);

let index: Map<string, Entry[]> | null = null;

function entryOf(written: string): Entry {
  const mark = written[0];
  const name = mark === '^' || mark === '~' ? written.slice(1) : written;
  const words = name.match(WORD) ?? [];
  const mode = mark === '~' ? 'introduced' : mark === '^' ? 'capitalised' : /\p{Ll}/u.test(name) ? 'any' : 'exact';
  return { words, lower: words.map((w) => w.toLowerCase()), mode };
}

/** The list as a map from a name's first word to the names that start with it, longest first. */
function employerIndex(): Map<string, Entry[]> {
  if (index) return index;
  index = new Map();
  for (const written of EMPLOYERS.split('|')) {
    const entry = entryOf(written);
    const first = entry.lower[0];
    if (!first) continue;
    const list = index.get(first) ?? [];
    list.push(entry);
    index.set(first, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

const isCapitalised = (word: string) => /^[\p{Lu}\p{N}]/u.test(word);
const isAllCaps = (word: string) => !/\p{Ll}/u.test(word);

/** Whether the text's words from `at` spell the entry, written as the entry requires. */
function spells(text: string, words: Word[], at: number, entry: Entry): boolean {
  if (at + entry.words.length > words.length) return false;
  for (let k = 0; k < entry.words.length; k++) {
    const word = words[at + k]!;
    if (word.lower !== entry.lower[k]) return false;
    if (k > 0 && !NAME_GAP.test(text.slice(words[at + k - 1]!.end, word.start))) return false;
    const wanted = entry.words[k]!;
    if (entry.mode === 'exact' && word.text !== wanted) return false;
    if (entry.mode !== 'any' && isCapitalised(wanted) && !isCapitalised(word.text)) return false;
  }
  if (entry.mode === 'capitalised' || entry.mode === 'introduced') {
    // A name written in capitals everywhere ("STANDARD BANK") is still the name, but an entry
    // spelt with lower-case letters must not match a word that is itself only lower case.
    const first = words[at]!.text;
    if (!isCapitalised(first) && !isAllCaps(first)) return false;
  }
  if (entry.mode === 'introduced') {
    const before = words[at - 1];
    if (!before || !INTRODUCERS.has(before.lower)) return false;
    if (!INTRO_GAP.test(text.slice(before.end, words[at]!.start))) return false;
  }
  return true;
}

/** The end of a name, taking in a company suffix after it ("Sasol Ltd", "(Pty) Ltd"). */
function endWithSuffix(text: string, words: Word[], last: number): number {
  let end = words[last]!.end;
  for (let k = last + 1; k < words.length && k <= last + 2; k++) {
    const word = words[k]!;
    if (!SUFFIXES.has(word.lower) || !isCapitalised(word.text)) break;
    if (!/^[ \t\u00a0()]{1,3}$/.test(text.slice(end, word.start))) break;
    end = word.end;
  }
  return end;
}

// Near a listed name, words that make it a benefit or a service rather than an employer: "Discovery
// medical aid", "an Old Mutual provident fund", "a generator for Eskom load shedding".
const EMPLOYED = new Set(
  'at joined ex client employer company currently previously formerly employed worked working works placed'.split(' '),
);
const BENEFIT_WORDS = new Set(
  'medical aid scheme pension provident retirement annuity load loadshedding shedding outage outages'.split(' '),
);

/** Whether a listed name at words[at..last] reads as a benefit or a service, not a place of work. */
function isBenefitOrService(words: Word[], at: number, last: number): boolean {
  // "Claims assessor at Discovery Health medical scheme": a word of employment makes it the employer
  // ("for" does not: "a generator for Eskom load shedding").
  const before = words[at - 1];
  if (before && EMPLOYED.has(before.lower)) return false;
  const near = [...words.slice(Math.max(0, at - 3), at), ...words.slice(last + 1, last + 4)];
  return near.some((word) => BENEFIT_WORDS.has(word.lower));
}

const KNOWN_LABEL = 'a client you named on another listing';

/** Known employers as entries: matched in any case, but written as a name (capitalised first word). */
function knownEntries(names: Array<string | null | undefined>): Map<string, Entry[]> {
  const known = new Map<string, Entry[]>();
  for (const name of names) {
    const words = name?.normalize('NFKC').match(WORD) ?? [];
    if (words.join('').length < 3) continue;
    const entry: Entry = { words, lower: words.map((w) => w.toLowerCase()), mode: 'any' };
    const list = known.get(entry.lower[0]!) ?? [];
    list.push(entry);
    known.set(entry.lower[0]!, list);
  }
  for (const list of known.values()) list.sort((a, b) => b.words.length - a.words.length);
  return known;
}

/** Every employer named in the text: from the list, and the member's own past clients. */
export function findEmployers(text: string, knownEmployers: Array<string | null | undefined> = []): Finding[] {
  const words = wordsOf(text);
  const list = employerIndex();
  const known = knownEmployers.length ? knownEntries(knownEmployers) : null;
  const found: Finding[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    const mine = known?.get(word.lower)?.find((entry) => isCapitalised(word.text) && spells(text, words, at, entry));
    const listed = mine ? undefined : list.get(word.lower)?.find((entry) => spells(text, words, at, entry));
    const entry = mine ?? listed;
    if (!entry) continue;
    const last = at + entry.words.length - 1;
    if (listed && isBenefitOrService(words, at, last)) {
      at = last;
      continue;
    }
    found.push(finding('employer', word.start, endWithSuffix(text, words, last), mine ? KNOWN_LABEL : undefined));
    at = last;
  }
  return found;
}
