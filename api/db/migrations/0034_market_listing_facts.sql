CREATE TABLE "market_listing_facts" (
	"category_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"listing_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"natures" integer[] NOT NULL,
	"package_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"first_proposal_at" timestamp with time zone,
	CONSTRAINT "market_listing_facts_category_id_province_id_kind_listing_id_pk" PRIMARY KEY("category_id","province_id","kind","listing_id")
);
--> statement-breakpoint
CREATE INDEX "market_listing_facts_listing_idx" ON "market_listing_facts" USING btree ("listing_id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model functions or triggers). The South African provinces a
-- listing's locations name: a province itself (100, 200, … 900) or a city in it (province + 1 … + 99).
-- Remote, International, Other and "South Africa" as a whole name no province.
CREATE FUNCTION public.market_provinces_of(locations integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT (l / 100) * 100), '{}') FROM unnest(locations) l WHERE l BETWEEN 100 AND 999
$$;
--> statement-breakpoint
-- A listing written (posted, edited, extended, closed, its owner offboarded or back, deleted): its
-- rows are written again from the new values, in the writer's transaction. An offboarded owner's
-- listings have none (they leave the market pulse as they leave search).
CREATE FUNCTION public.market_sync_listing() RETURNS trigger LANGUAGE plpgsql
SET search_path = public, pg_catalog AS $$
DECLARE
  listing_kind varchar := TG_ARGV[0];
  first_at timestamptz;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM public."market_listing_facts" WHERE "listing_id" = OLD."id" AND "kind" = listing_kind;
  END IF;
  IF TG_OP = 'DELETE' OR NEW."owner_offboarded" THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF listing_kind = 'job' THEN
      SELECT min("proposed_at") INTO first_at FROM public."proposals" WHERE "job_id" = NEW."id";
    ELSE
      SELECT min("proposed_at") INTO first_at FROM public."proposals" WHERE "candidate_id" = NEW."id";
    END IF;
  END IF;
  INSERT INTO public."market_listing_facts"
    ("category_id", "province_id", "kind", "listing_id", "owner_id", "natures", "package_id", "created_at", "expires_at", "first_proposal_at")
  SELECT DISTINCT c, p, listing_kind, NEW."id", NEW."owner_id", NEW."natures", NEW."package_id", NEW."created_at", NEW."expires_at", first_at
  FROM unnest(NEW."categories") c, unnest(public.market_provinces_of(NEW."locations")) p;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_market_facts" AFTER INSERT OR DELETE OR UPDATE OF "categories", "locations", "natures", "package_id", "owner_id", "created_at", "expires_at", "owner_offboarded" ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION public.market_sync_listing('job');
--> statement-breakpoint
CREATE TRIGGER "candidates_market_facts" AFTER INSERT OR DELETE OR UPDATE OF "categories", "locations", "natures", "package_id", "owner_id", "created_at", "expires_at", "owner_offboarded" ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION public.market_sync_listing('candidate');
--> statement-breakpoint
CREATE FUNCTION public.market_clear_listings() RETURNS trigger LANGUAGE plpgsql
SET search_path = public, pg_catalog AS $$
BEGIN
  DELETE FROM public."market_listing_facts" WHERE "kind" = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_market_facts_truncate" AFTER TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION public.market_clear_listings('job');
--> statement-breakpoint
CREATE TRIGGER "candidates_market_facts_truncate" AFTER TRUNCATE ON "candidates"
  FOR EACH STATEMENT EXECUTE FUNCTION public.market_clear_listings('candidate');
--> statement-breakpoint
-- A proposal made, moved or deleted: the first-proposal time of the listings it names (before and
-- after) is their earliest proposal's again. One index probe per listing.
CREATE FUNCTION public.market_sync_first_proposal() RETURNS trigger LANGUAGE plpgsql
SET search_path = public, pg_catalog AS $$
DECLARE
  job uuid;
  candidate uuid;
BEGIN
  FOR job, candidate IN
    SELECT x.job_id, x.candidate_id FROM (VALUES
      (CASE WHEN TG_OP <> 'DELETE' THEN NEW."job_id" END, CASE WHEN TG_OP <> 'DELETE' THEN NEW."candidate_id" END),
      (CASE WHEN TG_OP <> 'INSERT' THEN OLD."job_id" END, CASE WHEN TG_OP <> 'INSERT' THEN OLD."candidate_id" END)
    ) AS x(job_id, candidate_id)
  LOOP
    IF job IS NOT NULL THEN
      UPDATE public."market_listing_facts"
        SET "first_proposal_at" = (SELECT min("proposed_at") FROM public."proposals" WHERE "job_id" = job)
        WHERE "listing_id" = job AND "kind" = 'job';
    END IF;
    IF candidate IS NOT NULL THEN
      UPDATE public."market_listing_facts"
        SET "first_proposal_at" = (SELECT min("proposed_at") FROM public."proposals" WHERE "candidate_id" = candidate)
        WHERE "listing_id" = candidate AND "kind" = 'candidate';
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "proposals_market_first_proposal" AFTER INSERT OR DELETE OR UPDATE OF "job_id", "candidate_id", "proposed_at" ON "proposals"
  FOR EACH ROW EXECUTE FUNCTION public.market_sync_first_proposal();
--> statement-breakpoint
-- The listings posted before this release.
INSERT INTO "market_listing_facts"
  ("category_id", "province_id", "kind", "listing_id", "owner_id", "natures", "package_id", "created_at", "expires_at", "first_proposal_at")
SELECT DISTINCT c, p, 'job', j."id", j."owner_id", j."natures", j."package_id", j."created_at", j."expires_at",
  (SELECT min(pr."proposed_at") FROM "proposals" pr WHERE pr."job_id" = j."id")
FROM "jobs" j, unnest(j."categories") c, unnest(public.market_provinces_of(j."locations")) p
WHERE NOT j."owner_offboarded";
--> statement-breakpoint
INSERT INTO "market_listing_facts"
  ("category_id", "province_id", "kind", "listing_id", "owner_id", "natures", "package_id", "created_at", "expires_at", "first_proposal_at")
SELECT DISTINCT c, p, 'candidate', k."id", k."owner_id", k."natures", k."package_id", k."created_at", k."expires_at",
  (SELECT min(pr."proposed_at") FROM "proposals" pr WHERE pr."candidate_id" = k."id")
FROM "candidates" k, unnest(k."categories") c, unnest(public.market_provinces_of(k."locations")) p
WHERE NOT k."owner_offboarded";
