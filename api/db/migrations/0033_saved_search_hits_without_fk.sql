-- saved_search_hits loses its foreign key to saved_searches: matching a new listing writes a hit
-- per saved search it fits (hundreds in one statement), and the key checked and key-share locked
-- each one's saved search row by row, about a third of the statement's time. The hits still go
-- with their saved search: one trigger per DELETE statement on saved_searches removes them, also
-- when the delete is an account's erasure cascading to its searches.
ALTER TABLE "saved_search_hits" DROP CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk";--> statement-breakpoint
CREATE FUNCTION public.rc_saved_search_hits_cascade() RETURNS trigger LANGUAGE plpgsql
SET search_path = public, pg_catalog AS $$
BEGIN
  DELETE FROM public."saved_search_hits" h USING gone WHERE h."saved_search_id" = gone."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "saved_searches_hits_cascade" AFTER DELETE ON "saved_searches"
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION public.rc_saved_search_hits_cascade();
