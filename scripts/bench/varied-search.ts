/**
 * The search benches' varied query (search.ts, search-shapes.ts): a keyword, a category, a
 * province and a nature, each drawn at random — a few thousand combinations, so a result cache
 * rarely has one. The keyword rarely belongs to the category drawn, so most such searches match
 * nothing: what they measure is how quickly the search's index rules a combination out.
 */
import { CATEGORIES, LOCATIONS, NATURES } from '../../shared/lookups';

const KEYWORDS = [
  'engineer',
  'manager',
  'accountant',
  'developer',
  'analyst',
  'sales',
  'legal',
  'payroll',
  'mining',
  'finance',
  'officer',
  'director',
];
const CATEGORY_IDS = CATEGORIES.map((c) => c.id);
const PROVINCE_IDS = LOCATIONS.filter((l) => l.kind === 'province').map((l) => l.id);
const NATURE_IDS = NATURES.map((n) => n.id);
const any = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** One varied search's parameters, as the list's query string carries them. */
export function variedSearchParams(): Record<'q' | 'categories' | 'locations' | 'natures', string> {
  return {
    q: any(KEYWORDS),
    categories: String(any(CATEGORY_IDS)),
    locations: String(any(PROVINCE_IDS)),
    natures: String(any(NATURE_IDS)),
  };
}
