-- Suggested matches (docs/suggestions.md): the ranking's first step looks for listings sharing a category
-- and passing the two hard filters (a nature in common, an equity accepted). Through
-- search_facets that was one GIN scan intersecting the category's posting list with the natures'
-- and equities' (each a third or more of the table): at 100,000 candidates about 2 of the
-- statement's 6 ms. These keys hold each category x nature x equity a listing has (and each
-- category x nature, for a job open to any equity), so the step is one look-up of a few posting
-- lists about as long as its answer. api/services/suggestions/suggestion-keys.ts computes the same
-- numbers; ids stay below 1000 (categories) and 100 (natures, equities).
CREATE FUNCTION "listing_suggestion_keys"(categories integer[], natures integer[], equities integer[])
RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY(SELECT 10000000 + c * 10000 + n * 100 + e FROM unnest(categories) c, unnest(natures) n, unnest(equities) e)
      || ARRAY(SELECT 20000000 + c * 100 + n FROM unnest(categories) c, unnest(natures) n)
$$;
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "suggestion_keys" integer[] GENERATED ALWAYS AS (listing_suggestion_keys("categories", "natures", "equities")) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "suggestion_keys" integer[] GENERATED ALWAYS AS (listing_suggestion_keys("categories", "natures", "equities")) STORED;--> statement-breakpoint
CREATE INDEX "candidates_suggestion_gin" ON "candidates" USING gin ("suggestion_keys") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "jobs_suggestion_gin" ON "jobs" USING gin ("suggestion_keys") WITH (fastupdate=false);