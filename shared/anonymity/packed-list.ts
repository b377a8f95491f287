/**
 * A word list packed small for the PWA's chunk: lower case without accents (`foldName`), sorted, and each word written as the
 * number of letters it shares with the word before it and the rest ("mabaso|4e|4ena" is mabaso,
 * mabe, mabena), joined by '|'. scripts/anonymity-names.ts packs shared/anonymity/name-lists.ts
 * into name-data.ts with `packList`; the guard reads it with `unpackList`.
 */
/** A name as the lists hold it: lower case, accents dropped ("José" and "Jose" are one name). */
export function foldName(word: string): string {
  const lower = word.toLowerCase();
  return /[^a-z'’ -]/.test(lower) ? lower.normalize('NFD').replace(/\p{M}/gu, '') : lower;
}

export function packList(words: readonly string[]): string {
  const sorted = [...new Set(words.map(foldName).filter(Boolean))].sort();
  let previous = '';
  return sorted
    .map((word) => {
      let shared = 0;
      while (shared < 9 && shared < previous.length && previous[shared] === word[shared]) shared++;
      previous = word;
      return shared > 1 ? `${shared}${word.slice(shared)}` : word;
    })
    .join('|');
}

export function unpackList(packed: string): Set<string> {
  const words = new Set<string>();
  let previous = '';
  for (const part of packed.split('|')) {
    const shared = /^\d/.test(part) ? Number(part[0]) : 0;
    previous = previous.slice(0, shared) + (shared ? part.slice(1) : part);
    words.add(previous);
  }
  return words;
}
