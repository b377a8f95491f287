/**
 * Names as words, the same however they are written: case, accents, spacing and the dots, dashes
 * and apostrophes between words do not matter ('SASOL  Secunda', 'Sasol-Secunda' and 'sasol
 * secunda' are one phrase). The server hashes names in this form (a candidate's full name, the
 * employer history of a member's client names), so the same name always hashes the same.
 */
import { wordsOf as employerWordsOf } from './employers';

export type Word = { text: string; start: number; end: number };

// A word: letters, digits, '&' (Bidvest & Co), and apostrophes inside it (O'Neill).
const WORD = /[\p{L}\p{N}&]+(?:['’][\p{L}\p{N}]+)*/gu;

/** One word as compared: NFKD without its accents, lower case, without apostrophes. */
export const normaliseWord = (word: string): string =>
  word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/['’]/g, '');

/** The words of a text, normalised, with their UTF-16 spans in it. */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normaliseWord(match[0]);
    if (word) words.push({ text: word, start: match.index, end: match.index + match[0].length });
  }
  return words;
}

/** A name as one normalised phrase ('Thabo  MOKOENA-Dlamini' → 'thabo mokoena dlamini'), '' when it has no word. */
export const normalisePhrase = (value: string): string =>
  wordsOf(value)
    .map((word) => word.text)
    .join(' ');

// Legal words after a company's name that the member may or may not write ("Sasol Ltd", "Acme (Pty) Ltd").
const LEGAL_SUFFIXES = new Set(['pty', 'ltd', 'limited', 'inc', 'plc', 'cc']);

/**
 * A client's name as the employer history compares it: its words (as the employer warning reads a
 * text: letters and digits, '&' a word of its own) in lower case, without the legal words after
 * it; null when under 3 letters remain. `words`: how many.
 */
export function clientPhrase(name: string): { phrase: string; words: number } | null {
  const words = employerWordsOf(name.normalize('NFKC')).map((word) => word.lower);
  while (words.length > 1 && LEGAL_SUFFIXES.has(words.at(-1)!)) words.pop();
  if (words.join('').length < 3) return null;
  return { phrase: words.join(' '), words: words.length };
}

/** Every run of `lengths` consecutive words of a text, as `clientPhrase` writes a name, with its span. */
export function wordRuns(
  text: string,
  lengths: Iterable<number>,
): Array<{ phrase: string; start: number; end: number }> {
  const words = employerWordsOf(text);
  const runs: Array<{ phrase: string; start: number; end: number }> = [];
  for (const length of lengths) {
    if (length < 1) continue;
    for (let at = 0; at + length <= words.length; at++) {
      const run = words.slice(at, at + length);
      runs.push({ phrase: run.map((w) => w.lower).join(' '), start: run[0]!.start, end: run.at(-1)!.end });
    }
  }
  return runs;
}
