-- Suggested matches (docs/suggestions.md): the suggestion keys also carry the package band. A listing
-- sharing a category whose package is more than two bands from the own listing's (and neither is
-- Negotiable) scores at most 85, so the ranking first looks only at the listings near in package
-- (category x nature x equity x package, about 40 % of the sharers) and is done when the tenth of
-- them scores more than 85: 154 of the bench's 200 job specs. The keys of migration 0021 stay
-- for the next step. api/services/suggestions/suggestion-keys.ts computes the same numbers; ids
-- stay below 1000 (categories) and 100 (natures, equities, packages).
CREATE FUNCTION "listing_suggestion_keys"(categories integer[], natures integer[], equities integer[], package_id integer)
RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT listing_suggestion_keys(categories, natures, equities)
      || ARRAY(SELECT 1000000000 + c * 1000000 + n * 10000 + e * 100 + package_id FROM unnest(categories) c, unnest(natures) n, unnest(equities) e)
      || ARRAY(SELECT 30000000 + c * 10000 + n * 100 + package_id FROM unnest(categories) c, unnest(natures) n)
$$;
--> statement-breakpoint
ALTER TABLE "candidates" DROP COLUMN "suggestion_keys";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "suggestion_keys" integer[] GENERATED ALWAYS AS (listing_suggestion_keys("categories", "natures", "equities", "package_id")) STORED;--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "suggestion_keys";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "suggestion_keys" integer[] GENERATED ALWAYS AS (listing_suggestion_keys("categories", "natures", "equities", "package_id")) STORED;--> statement-breakpoint
CREATE INDEX "candidates_suggestion_gin" ON "candidates" USING gin ("suggestion_keys") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "jobs_suggestion_gin" ON "jobs" USING gin ("suggestion_keys") WITH (fastupdate=false);
