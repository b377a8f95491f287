-- Hand-written (drizzle-kit does not model functions): the five multi-selects of a listing in
-- one array, each facet shifted into its own million-wide id range (ids are at most 6 digits,
-- shared/schemas/listing-search.ts), so `search_facets && '{1000013}'` means "category 13" and
-- no facet's id can match another's. The offsets are SEARCH_FACET_OFFSETS in
-- api/services/listings/search-facets.ts. IMMUTABLE, so a generated column may use it.
CREATE FUNCTION "listing_search_facets"(categories integer[], natures integer[], equities integer[], locations integer[], sectors integer[])
RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY(SELECT 1000000 + v FROM unnest(categories) v)
      || ARRAY(SELECT 2000000 + v FROM unnest(natures) v)
      || ARRAY(SELECT 3000000 + v FROM unnest(equities) v)
      || ARRAY(SELECT 4000000 + v FROM unnest(locations) v)
      || ARRAY(SELECT 5000000 + v FROM unnest(sectors) v)
$$;
--> statement-breakpoint
-- The new search_gin indexes below serve every search filter these indexes served (a multi-column
-- GIN index answers any subset of its columns); categories GIN stays for the digest (jobs/digest.ts).
DROP INDEX "candidates_natures_gin";--> statement-breakpoint
DROP INDEX "candidates_equities_gin";--> statement-breakpoint
DROP INDEX "candidates_locations_gin";--> statement-breakpoint
DROP INDEX "candidates_sectors_gin";--> statement-breakpoint
DROP INDEX "candidates_keyword_trgm";--> statement-breakpoint
DROP INDEX "jobs_natures_gin";--> statement-breakpoint
DROP INDEX "jobs_equities_gin";--> statement-breakpoint
DROP INDEX "jobs_locations_gin";--> statement-breakpoint
DROP INDEX "jobs_sectors_gin";--> statement-breakpoint
DROP INDEX "jobs_keyword_trgm";--> statement-breakpoint
-- Adding a STORED generated column rewrites the table and computes it for every existing row.
ALTER TABLE "candidates" ADD COLUMN "search_facets" integer[] GENERATED ALWAYS AS (listing_search_facets("categories", "natures", "equities", "locations", "sectors")) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_facets" integer[] GENERATED ALWAYS AS (listing_search_facets("categories", "natures", "equities", "locations", "sectors")) STORED;--> statement-breakpoint
CREATE INDEX "candidates_search_gin" ON "candidates" USING gin ("search_facets",(lower("candidate_title" || ' ' || "reference")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_gin" ON "jobs" USING gin ("search_facets",(lower("job_title" || ' ' || "reference")) gin_trgm_ops);