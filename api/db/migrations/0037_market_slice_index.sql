-- Hand-written (drizzle-kit does not model INCLUDE). The market pulse reads one (category,
-- province) slice of market_listing_facts per request (api/services/market/load-market-figures.ts);
-- with every column it reads in the index, that is an index-only scan instead of a heap read per
-- row (0.7 ms instead of 7.7 ms for the bench's largest slice, docs/performance.md).
CREATE INDEX IF NOT EXISTS "market_listing_facts_slice_idx" ON "market_listing_facts" ("category_id", "province_id")
  INCLUDE ("kind", "listing_id", "owner_id", "natures", "package_id", "created_at", "expires_at", "first_proposal_at");
