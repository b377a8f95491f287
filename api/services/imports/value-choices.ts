import type { ListingKind } from '../../../shared/lookups';
import { IMPORT_LOOKUP_FIELDS, cellWords, normalWord, ownValue } from '../../../shared/schemas/imports';
import type { ValueChoice } from '../../domain/import';
import { isChoosable, suggestValue } from './suggest-values';

/**
 * Each distinct word of each mapped lookup column (words compared as normalWord), how many rows
 * hold it, and the id we suggest for it: what the mapping screen asks the member to confirm.
 */
export function valueChoices(options: {
  kind: ListingKind;
  columns: readonly string[];
  mapping: Record<string, string>;
  rows: ReadonlyArray<{ cells: string[] }>;
  remembered?: Record<string, Record<string, number | null>>;
}): Record<string, ValueChoice[]> {
  const { kind, columns, mapping, rows, remembered = {} } = options;
  const choices: Record<string, ValueChoice[]> = {};
  for (const field of IMPORT_LOOKUP_FIELDS) {
    const index = columns.findIndex((column) => ownValue(mapping, column) === field);
    if (index === -1) continue;
    const chosen = ownValue(remembered, field) ?? {};
    const suggest = (word: string, key: string): number | null => {
      const before = ownValue(chosen, key);
      if (before === null || (before !== undefined && isChoosable(kind, field, before))) return before;
      return suggestValue(kind, field, word);
    };
    const found = new Map<string, ValueChoice>();
    for (const { cells } of rows) {
      const seenInRow = new Set<string>();
      for (const word of cellWords(field, cells[index] ?? '')) {
        const key = normalWord(word);
        if (seenInRow.has(key)) continue;
        seenInRow.add(key);
        const choice = found.get(key);
        if (choice) choice.rows += 1;
        else found.set(key, { word, rows: 1, suggested: suggest(word, key) });
      }
    }
    choices[field] = [...found.values()].sort((a, b) => b.rows - a.rows || a.word.localeCompare(b.word));
  }
  return choices;
}
