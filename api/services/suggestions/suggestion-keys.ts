/**
 * The suggestion keys of a listing (column suggestion_keys, migrations 0021 and 0022): each
 * category × nature × equity it has, and each category × nature, as one integer, and each of
 * these again with its package band. These must equal the SQL function listing_suggestion_keys.
 * Ids stay below 1000 (categories) and 100 (natures, equities, packages; shared/lookups.ts).
 */
const TRIPLE = 10_000_000;
const PAIR = 20_000_000;
const PAIR_PACKAGE = 30_000_000;
const TRIPLE_PACKAGE = 1_000_000_000;

/**
 * The keys a listing sharing a category and passing the hard filters has at least one of:
 * category × nature × equity, or category × nature when every equity is accepted (null); with
 * `packageIds`, only those of a listing whose package band is one of them.
 */
export function suggestionKeys(
  categoryIds: readonly number[],
  natureIds: readonly number[],
  equityIds: readonly number[] | null,
  packageIds?: readonly number[],
): number[] {
  const keys = categoryIds.flatMap((c) =>
    natureIds.flatMap((n) =>
      equityIds === null ? [PAIR + c * 100 + n] : equityIds.map((e) => TRIPLE + c * 10_000 + n * 100 + e),
    ),
  );
  if (packageIds === undefined) return keys;
  // PAIR + c·100 + n → PAIR_PACKAGE + c·10,000 + n·100 + p; TRIPLE + c·10,000 + n·100 + e → TRIPLE_PACKAGE + c·1,000,000 + n·10,000 + e·100 + p.
  return keys.flatMap((key) =>
    packageIds.map((p) =>
      key >= PAIR ? PAIR_PACKAGE + (key - PAIR) * 100 + p : TRIPLE_PACKAGE + (key - TRIPLE) * 100 + p,
    ),
  );
}
