/**
 * The person-name warning: a person's full name in a listing. Found as
 *
 *   - a first name from the list and a surname from the list ("Thabo Mokoena", "Kuben Naidoo",
 *     "NALEDI KHUMALO"), with middle names ("Thabo Sipho Mokoena") and surname particles
 *     ("Pieter van der Merwe", "Ana dos Santos"), hyphenated surnames ("Nomsa Dlamini-Mokoena");
 *   - a first name that is not an ordinary word and a capitalised word that could be a surname
 *     ("Sipho Mathebula", where Mathebula is not in the list);
 *   - a capitalised word and a listed surname ("Annatjie Steenkamp", where Annatjie is not in the list),
 *     or a surname with a particle in lower case ("Yolande van Biljon");
 *   - a title and a capitalised name ("Mr Mokoena", "Dr T. Pillay", "Mev. van Wyk");
 *   - initials and a listed surname ("T. Mokoena", "J.P. van Zyl");
 *   - after a cue that a name follows ("reports to", "managed by", "line manager", "Ref:",
 *     "Candidate:", "The CFO,"), two or three capitalised words, or initials and one ("Candidate:
 *     Victor Sekese", "speak to Innocent Gumbochuma", "Contact N. Sefularo"), whichever lists the
 *     words are in. A possessive is no cue: "Ocean Basket's" and "Grace Period's" read as "Ofhani
 *     Munzhelele's" does.
 *
 * Never: a first name alone, words written in lower case, a first name that is also a word unless a
 * listed surname follows ("Grace period", "Precious Metals"), place and road names after people
 * ("Nelson Mandela Bay", "Port Elizabeth", "William Nicol Drive"), or a name that is an employer's.
 * After a cue, not a job, department, place or heading ("Reports to: Financial Director").
 */
import { NAME_DATA } from './name-data';
import { foldName, unpackList } from './packed-list';
import { finding, type Finding } from './findings';

type Token = { text: string; lower: string; start: number; end: number; dotted: boolean };
/** The lists the rules read, each a set of names folded as `foldName` folds them. */
export type NameLists = Record<keyof typeof NAME_DATA, ReadonlySet<string>>;

let lists: NameLists | null = null;

/**
 * The lists (name-lists.ts, shipped packed in name-data.ts), unpacked once. The API adds its larger
 * lists to these (api/domain/anonymity-names.ts) and passes the result to `findPersonNames`.
 */
export function nameLists(): NameLists {
  lists ??= {
    first: unpackList(NAME_DATA.first),
    ambiguous: unpackList(NAME_DATA.ambiguous),
    surnames: unpackList(NAME_DATA.surnames),
    // Place words are not surnames either ("Helen Joseph Hospital").
    notSurnames: new Set([...unpackList(NAME_DATA.notSurnames), ...unpackList(NAME_DATA.places)]),
    places: unpackList(NAME_DATA.places),
    public: unpackList(NAME_DATA.public),
  };
  return lists;
}

// A word that may be a name: letters, with inner apostrophes and hyphens ("O'Brien",
// "Dlamini-Mokoena"), and the dot after an initial or a title.
const TOKEN = /\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*\.?/gu;
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'adv', 'mnr', 'mev', 'rev']);
const CAPS_TITLES = new Set(['MR', 'MRS', 'MNR']);
const PARTICLES = new Set(['van', 'von', 'de', 'du', 'le', 'la', 'da', 'dos', 'das', 'der', 'den', 'ter', 'ten', 'ka']);
// Words before a first name that make it a place: "Port Elizabeth", "Prince Albert", "Lady Grey".
const PLACE_PREFIXES = new Set([
  'port',
  'fort',
  'mount',
  'lady',
  'prince',
  'king',
  'saint',
  'st',
  'cape',
  'lake',
  'sir',
]);
// What follows a title without being a name: "Mr Price", "Mr Delivery", "Ms Excel".
const NOT_AFTER_TITLE = new Set(['price', 'delivery', 'excel', 'word', 'office', 'project', 'access', 'teams']);

/**
 * Cues after which a name is expected: a word, with the words one of which must come one or two
 * before it ("to" only in "reports to", "speak to", "reported directly to"). In capitals, a job
 * abbreviation with a comma after it ("The FD, Kgotso Moloantoa").
 */
const CUES = new Map(
  'to:report,reports,reporting,reported,speak,talk for:ask by:managed,supervised,mentored under:worked,working,trained person:contact manager supervisor referee reference ref contact candidate name mentor'
    .split(' ')
    .map((cue) => [cue.split(':')[0]!, cue.split(':')[1] ?? '']),
);
const JOB_ABBREVIATIONS = new Set(['CEO', 'CFO', 'COO', 'FD', 'FM', 'MD', 'GM']);
// Words a cue may be followed by that are no name: titles of a job that also come before a surname
// ("Sister Ndlovu", so not in the not-surname list), and endings of English words, not of names
// ("Cost Accounting", "Microsoft Dynamics", "Highly Motivated").
const JOB_TITLES = new Set(['doctor', 'professor', 'advocate', 'nurse', 'sister', 'matron', 'chef', 'sous']);
const NOT_NAME_ENDINGS = /(?:ing|tion|sion|ment|ness|ity|ics|ship|ogy|ical|able|ated|ised|ized|ully|ghly)$/;
function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const dotted = match[0].endsWith('.');
    const word = dotted ? match[0].slice(0, -1) : match[0];
    tokens.push({ text: word, lower: foldName(word), start: match.index, end: match.index + word.length, dotted });
  }
  return tokens;
}

const isTitleCase = (word: string) => /^\p{Lu}(?:\p{Ll}|['’]\p{Lu})/u.test(word);
const isCaps = (word: string) => /^\p{Lu}{2,}(?:['’-]\p{Lu}+)*$/u.test(word);
const isInitial = (token: Token) => /^\p{Lu}$/u.test(token.text);

/** Whether two tokens sit on one line with only spaces between (an initial's dot may touch). */
function adjacent(text: string, a: Token | undefined, b: Token | undefined): boolean {
  if (!a || !b) return false;
  const gap = text.slice(a.end + (a.dotted ? 1 : 0), b.start);
  return /^[ \t\u00a0]{1,2}$/.test(gap) || (a.dotted && gap === '');
}

/** Whether a word may be part of a name after a cue: no job, department, place or heading word. */
function nameWord(token: Token | undefined, caps: boolean, names: NameLists): boolean {
  if (!token || token.dotted || !(caps ? isCaps(token.text) : isTitleCase(token.text))) return false;
  const word = token.lower.replace(/['’]s$/, '');
  return (
    /[aeiouy]/.test(word) &&
    !NOT_NAME_ENDINGS.test(word) &&
    !JOB_TITLES.has(word) &&
    !names.notSurnames.has(word) &&
    !TITLES.has(word) &&
    !PLACE_PREFIXES.has(word) &&
    !PARTICLES.has(word)
  );
}

/**
 * Names found by their context: after a cue ("Ref: Innocent Gumbochuma", "reports to Victor
 * Sekese"), two or three capitalised words, or initials and one, none of them a job, department,
 * place or heading word, and no capitalised word right after. A cue in Title Case or capitals
 * counts only with a colon after it, so headings and job titles pass ("Supervisor Training
 * Programme", "Speak To Us", "SALES MANAGER – FIRST-TIME MANAGERS WELCOME"); after a cue in
 * capitals the name is in capitals too ("CANDIDATE: ZOLILE MAQUBELA").
 */
function findCuedNames(text: string, tokens: Token[], names: NameLists): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  /** The last token of `min` to three name words from `at`, no capitalised word right after; or -1. */
  const run = (at: number, caps: boolean, min: number) => {
    let k = at;
    while (k < at + 4 && nameWord(tokens[k], caps, names) && (k === at || adjacent(text, tokens[k - 1], tokens[k])))
      k++;
    const isLonger = adjacent(text, tokens[k - 1], tokens[k]) && /^\p{Lu}/u.test(tokens[k]!.text);
    return k - at >= min && k - at <= 3 && !isLonger ? k - 1 : -1;
  };
  for (let i = 0; i + 1 < tokens.length; i++) {
    const cue = tokens[i]!;
    const next = tokens[i + 1]!;
    const gap = text.slice(cue.end, next.start);
    let caps = false;
    if (JOB_ABBREVIATIONS.has(cue.text)) {
      if (!/^,[ \t]+$/.test(gap)) continue;
    } else {
      const before = CUES.get(cue.lower);
      if (before === undefined || (cue.dotted && cue.lower !== 'ref')) continue;
      if (before && !before.split(',').some((word) => word === tokens[i - 1]?.lower || word === tokens[i - 2]?.lower))
        continue;
      // Any cue with a colon ("Reports To: …", "Ref. …"); in lower case also a comma, a dash or
      // nothing ("her manager, …", "line manager …"); before initials, any ("Contact N. Sefularo").
      const isColon = /^\.?[ \t]*:[ \t]*$/.test(gap) || (cue.dotted && /^\.[ \t]+$/.test(gap));
      const isSpaced = /^[ \t]*[,–—-]?[ \t]*$/.test(gap) && gap !== '';
      const isInitialNext = isInitial(next) && next.dotted;
      if (!isColon && !(isSpaced && (cue.text === cue.lower || isInitialNext))) continue;
      caps = isCaps(cue.text) && isCaps(next.text);
    }
    // Initials and a name ("Contact N. Sefularo"), or two or three name words.
    let k = i + 1;
    while (tokens[k] && isInitial(tokens[k]!) && tokens[k]!.dotted && adjacent(text, tokens[k - 1], tokens[k])) k++;
    const last = k > i + 1 ? (adjacent(text, tokens[k - 1], tokens[k]) ? run(k, false, 1) : -1) : run(k, caps, 2);
    if (last >= 0) spans.push([i + 1, last]);
  }
  return spans;
}

export function findPersonNames(text: string, taken: Finding[] = [], names = nameLists()): Finding[] {
  const tokens = tokensOf(text);
  const found: Finding[] = [];
  const surnameParts = (word: string) => foldName(word).split(/[-'’]/);
  const isListedSurname = (token: Token) => surnameParts(token.text).some((part) => names.surnames.has(part));

  /** A surname from token `at`: particles, then a capitalised word; its last token, or -1. */
  function surnameFrom(at: number, caps: boolean): { last: number; listed: boolean; particle: boolean } | null {
    let k = at;
    while (k < tokens.length && k < at + 3 && PARTICLES.has(tokens[k]!.lower) && !tokens[k]!.dotted) {
      if (!adjacent(text, tokens[k], tokens[k + 1])) return null;
      k++;
    }
    const word = tokens[k];
    if (!word) return null;
    const listed = isListedSurname(word);
    // In capitals only after a name in capitals, or when the surname is listed ("Naledi KHUMALO").
    if (!(caps ? isCaps(word.text) : isTitleCase(word.text) || (listed && isCaps(word.text)))) return null;
    return { last: k, listed, particle: k > at };
  }

  /** A place or body named after the person ("Helen Joseph Hospital"), or a public name. */
  function isPublic(first: number, last: number): boolean {
    const next = tokens[last + 1];
    if (next && adjacent(text, tokens[last], next) && isTitleCase(next.text) && names.places.has(next.lower))
      return true;
    const words = tokens.slice(first, last + 1).map((t) => t.lower);
    return names.public.has(words.join(' ')) || names.public.has(`${words[0]} ${words.at(-1)}`);
  }

  const overlapsTaken = (start: number, end: number) => taken.some((t) => t.start < end && t.end > start);

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!/^\p{Lu}/u.test(token.text)) continue;
    let last = -1;

    if ((TITLES.has(token.lower) && isTitleCase(token.text)) || CAPS_TITLES.has(token.text)) {
      // A title, initials, then up to three capitalised words: "Mr T. Mokoena", "Dr Thabo Sipho Mokoena".
      const caps = isCaps(token.text);
      let k = i + 1;
      while (k < tokens.length && isInitial(tokens[k]!) && adjacent(text, tokens[k - 1], tokens[k])) k++;
      if (adjacent(text, tokens[k - 1], tokens[k])) {
        for (let words = 0; words < 3 && k < tokens.length; words++) {
          const surname = surnameFrom(k, caps);
          if (!surname || (last >= 0 && !adjacent(text, tokens[last], tokens[k]))) break;
          const word = tokens[surname.last]!;
          if (names.notSurnames.has(word.lower) || NOT_AFTER_TITLE.has(word.lower)) break;
          last = surname.last;
          k = last + 1;
          if (tokens[last]!.dotted) break;
        }
      }
    } else if (isInitial(token) && token.dotted) {
      // Initials and a listed surname: "T. Mokoena", "J.P. van Zyl".
      let k = i + 1;
      while (
        k < tokens.length &&
        isInitial(tokens[k]!) &&
        tokens[k]!.dotted &&
        adjacent(text, tokens[k - 1], tokens[k])
      )
        k++;
      const surname = adjacent(text, tokens[k - 1], tokens[k]) ? surnameFrom(k, false) : null;
      if (surname && (surname.listed || surname.particle)) last = surname.last;
    } else if ((names.first.has(token.lower) || names.ambiguous.has(token.lower)) && !token.dotted) {
      const caps = isCaps(token.text);
      const ambiguous = names.ambiguous.has(token.lower);
      if (!caps && !isTitleCase(token.text)) continue;
      const before = tokens[i - 1];
      if (before && PLACE_PREFIXES.has(before.lower) && adjacent(text, before, token)) continue;
      // Middle names: "Thabo Sipho Mokoena".
      let k = i + 1;
      while (
        k < i + 3 &&
        tokens[k] &&
        names.first.has(tokens[k]!.lower) &&
        !names.surnames.has(tokens[k]!.lower) &&
        adjacent(text, tokens[k - 1], tokens[k]) &&
        !tokens[k - 1]!.dotted
      )
        k++;
      if (!adjacent(text, tokens[k - 1], tokens[k]) || tokens[k - 1]!.dotted) continue;
      const surname = surnameFrom(k, caps);
      if (!surname) continue;
      const word = tokens[surname.last]!;
      // "Gift Stephen Mmako": a middle name from the list vouches for an ambiguous first name.
      const unknownButLikely =
        !caps &&
        (!ambiguous || k > i + 1) &&
        word.text.length >= 3 &&
        !names.notSurnames.has(word.lower) &&
        !names.first.has(word.lower) &&
        !names.ambiguous.has(word.lower);
      if (surname.listed || (surname.particle && !caps) || unknownButLikely) {
        if (!(caps && ambiguous)) last = surname.last;
      }
    } else if (isTitleCase(token.text) && !token.dotted && token.text.length >= 3) {
      // A first name in no list and a listed surname ("Annatjie Steenkamp"), or a surname with a
      // particle in lower case ("Yolande van Biljon"). Not after a place word, and neither word a
      // job, place, month or company word.
      const next = tokens[i + 1];
      const before = tokens[i - 1];
      const eligible =
        next &&
        adjacent(text, token, next) &&
        !names.notSurnames.has(token.lower) &&
        !TITLES.has(token.lower) &&
        !(before && PLACE_PREFIXES.has(before.lower) && adjacent(text, before, token));
      if (eligible && PARTICLES.has(next.text)) {
        const surname = surnameFrom(i + 1, false);
        if (surname && !names.notSurnames.has(tokens[surname.last]!.lower)) last = surname.last;
      } else if (
        eligible &&
        isTitleCase(next.text) &&
        isListedSurname(next) &&
        !names.notSurnames.has(next.lower) &&
        !names.surnames.has(token.lower)
      )
        last = i + 1;
    }

    if (last < 0 || isPublic(i, last)) continue;
    const start = token.start;
    const end = tokens[last]!.end;
    if (overlapsTaken(start, end)) continue;
    found.push(finding('person-name', start, end));
    i = last;
  }
  for (const [first, last] of findCuedNames(text, tokens, names)) {
    const start = tokens[first]!.start;
    const end = tokens[last]!.end - (/['’]s$/.test(tokens[last]!.text) ? 2 : 0);
    if (isPublic(first, last) || overlapsTaken(start, end) || found.some((f) => f.start < end && f.end > start))
      continue;
    found.push(finding('person-name', start, end));
  }
  return found.sort((a, b) => a.start - b.start);
}
