-- pg_restore runs with an empty search_path, and while it loads the rows it computes the generated
-- columns: listing_suggestion_keys(…, package_id) called the three-argument function without a
-- schema, so the restore could not even create "jobs" and "candidates" (and the restored migrations
-- table meant the app never made them again). Every function that names another object now names
-- it with its schema; the others use only pg_catalog, which is searched whatever the search_path.
-- Same signatures and results, so the generated columns, indexes and triggers stay as they are.
CREATE OR REPLACE FUNCTION public.listing_suggestion_keys(categories integer[], natures integer[], equities integer[], package_id integer)
RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.listing_suggestion_keys(categories, natures, equities)
      || ARRAY(SELECT 1000000000 + c * 1000000 + n * 10000 + e * 100 + package_id FROM unnest(categories) c, unnest(natures) n, unnest(equities) e)
      || ARRAY(SELECT 30000000 + c * 10000 + n * 100 + package_id FROM unnest(categories) c, unnest(natures) n)
$$;
--> statement-breakpoint
-- A trigger function runs with the search_path of whoever writes; a session with another one
-- (a maintenance script, psql with search_path set) must still bump the right counter.
CREATE OR REPLACE FUNCTION public.bump_listing_version() RETURNS trigger LANGUAGE plpgsql
SET search_path = public, pg_catalog AS $$
BEGIN
  UPDATE public."listing_versions" SET "version" = "version" + 1 WHERE "kind" = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.rc_session_cache_notify() RETURNS trigger LANGUAGE plpgsql
SET search_path = public, pg_catalog AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_catalog.pg_notify('rc_session_cache', '*');
  ELSIF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_catalog.pg_notify('rc_session_cache', 's:' || OLD."sid");
  ELSE
    PERFORM pg_catalog.pg_notify('rc_session_cache', 'a:' || OLD."id");
  END IF;
  RETURN NULL;
END
$$;
