ALTER TABLE "candidates" ADD COLUMN "owner_listed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "owner_listed_until" timestamp with time zone;--> statement-breakpoint
-- Hand-written (drizzle-kit does not model functions or triggers). Lapsed is invisible: while the
-- administrators' standing rule is on, other members see a listing only until its owner's standing
-- ends. The end is shared/rules/standing.ts `memberStanding` in SQL: none for an administrator, an
-- approved member or one whose contract has no paid-until date; the paid-until date of a
-- contracted one; the end of the trial (activation, or creation, + trial days; lapsed from that
-- instant on, hence the microsecond) of anyone else. An owner who is inactive, offboarded or has
-- asked to be deleted has none left: the epoch. With the rule off only those are hidden.
CREATE FUNCTION public.listing_owner_listed_until(owner uuid) RETURNS timestamptz LANGUAGE sql STABLE
SET search_path = public, pg_catalog AS $$
  SELECT CASE
    WHEN NOT a.is_active OR a.is_deleted OR a.deletion_due_at IS NOT NULL OR a.erased_at IS NOT NULL
      THEN timestamptz '1970-01-01 00:00:00+00'
    WHEN a.is_admin THEN NULL
    WHEN (SELECT s.value FROM public.app_settings s WHERE s.key = 'requireGoodStanding') = 'false'::jsonb THEN NULL
    WHEN a.is_contracted THEN a.paid_until
    WHEN a.is_approved THEN NULL
    ELSE coalesce(a.activated_at, a.created_at) + a.trial_days * interval '24 hours' - interval '1 microsecond'
  END
  FROM public.accounts a WHERE a.id = owner
$$;
--> statement-breakpoint
-- A new listing (from any release) takes its owner's value.
CREATE FUNCTION public.set_listing_owner_listed_until() RETURNS trigger LANGUAGE plpgsql
SET search_path = public, pg_catalog AS $$
BEGIN
  NEW."owner_listed_until" := public.listing_owner_listed_until(NEW."owner_id");
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_owner_listed_until" BEFORE INSERT OR UPDATE OF "owner_id" ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION public.set_listing_owner_listed_until();
--> statement-breakpoint
CREATE TRIGGER "candidates_owner_listed_until" BEFORE INSERT OR UPDATE OF "owner_id" ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION public.set_listing_owner_listed_until();
--> statement-breakpoint
-- A member's standing changed (approval, contract, payment, activation, offboarding, a deletion
-- asked for or cancelled…): their listings follow in the same transaction. Only rows whose value
-- differs are written, and only when there is one, so a member without listings bumps no listing
-- version (migration 0005) and empties no cached search.
CREATE FUNCTION public.refresh_owner_listed_until() RETURNS trigger LANGUAGE plpgsql
SET search_path = public, pg_catalog AS $$
DECLARE
  listed_until timestamptz := public.listing_owner_listed_until(NEW."id");
BEGIN
  IF EXISTS (SELECT 1 FROM public."jobs" WHERE "owner_id" = NEW."id" AND "owner_listed_until" IS DISTINCT FROM listed_until) THEN
    UPDATE public."jobs" SET "owner_listed_until" = listed_until
      WHERE "owner_id" = NEW."id" AND "owner_listed_until" IS DISTINCT FROM listed_until;
  END IF;
  IF EXISTS (SELECT 1 FROM public."candidates" WHERE "owner_id" = NEW."id" AND "owner_listed_until" IS DISTINCT FROM listed_until) THEN
    UPDATE public."candidates" SET "owner_listed_until" = listed_until
      WHERE "owner_id" = NEW."id" AND "owner_listed_until" IS DISTINCT FROM listed_until;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "accounts_owner_listed_until" AFTER UPDATE ON "accounts" FOR EACH ROW
  WHEN ((OLD."is_active", OLD."is_deleted", OLD."is_admin", OLD."is_approved", OLD."is_contracted", OLD."paid_until",
         OLD."trial_days", OLD."activated_at", OLD."created_at", OLD."deletion_due_at", OLD."erased_at")
        IS DISTINCT FROM
        (NEW."is_active", NEW."is_deleted", NEW."is_admin", NEW."is_approved", NEW."is_contracted", NEW."paid_until",
         NEW."trial_days", NEW."activated_at", NEW."created_at", NEW."deletion_due_at", NEW."erased_at"))
  EXECUTE FUNCTION public.refresh_owner_listed_until();
--> statement-breakpoint
-- The administrators turned the standing rule on or off: every listing follows (a rare act).
CREATE FUNCTION public.refresh_all_owner_listed_until() RETURNS trigger LANGUAGE plpgsql
SET search_path = public, pg_catalog AS $$
BEGIN
  UPDATE public."jobs" j SET "owner_listed_until" = u.listed_until
    FROM (SELECT a."id", public.listing_owner_listed_until(a."id") AS listed_until FROM public."accounts" a) u
    WHERE j."owner_id" = u."id" AND j."owner_listed_until" IS DISTINCT FROM u.listed_until;
  UPDATE public."candidates" c SET "owner_listed_until" = u.listed_until
    FROM (SELECT a."id", public.listing_owner_listed_until(a."id") AS listed_until FROM public."accounts" a) u
    WHERE c."owner_id" = u."id" AND c."owner_listed_until" IS DISTINCT FROM u.listed_until;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "app_settings_owner_listed_until" AFTER INSERT OR UPDATE OR DELETE ON "app_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION public.refresh_all_owner_listed_until();
--> statement-breakpoint
UPDATE "jobs" SET "owner_listed_until" = public.listing_owner_listed_until("owner_id");
--> statement-breakpoint
UPDATE "candidates" SET "owner_listed_until" = public.listing_owner_listed_until("owner_id");
