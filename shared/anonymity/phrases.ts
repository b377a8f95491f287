/**
 * Names as words, the same however they are written: case, accents, spacing and the dots, dashes
 * and apostrophes between words do not matter ('SASOL  Secunda', 'Sasol-Secunda' and 'sasol
 * secunda' are one phrase). The server hashes names in this form (a candidate's full name, the
 * employer history of a member's client names), so the same name always hashes the same.
 */
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
