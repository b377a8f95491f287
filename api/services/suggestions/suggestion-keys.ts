/**
 * The suggestion keys of a listing (column suggestion_keys, migration 0021): each
 * category × nature × equity it has, and each category × nature, as one integer. These must equal
 * the SQL function listing_suggestion_keys. Ids stay below 1000 (categories) and 100 (natures,
 * equities; shared/lookups.ts).
 */
const TRIPLE = 10_000_000;
const PAIR = 20_000_000;

/**
 * The keys a listing passing the hard filters and sharing a category has at least one of:
 * category × nature × equity, or category × nature when every equity is accepted (null).
 */
export function suggestionKeys(
  categoryIds: readonly number[],
  natureIds: readonly number[],
  equityIds: readonly number[] | null,
): number[] {
  return categoryIds.flatMap((c) =>
    natureIds.flatMap((n) =>
      equityIds === null ? [PAIR + c * 100 + n] : equityIds.map((e) => TRIPLE + c * 10_000 + n * 100 + e),
    ),
  );
}
