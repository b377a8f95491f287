CREATE TABLE "listing_versions" (
	"kind" varchar(10) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "listing_versions" ("kind", "version") VALUES ('job', 0), ('candidate', 0);
--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): every statement that writes listings
-- bumps its kind's counter inside the same transaction, so the new number becomes visible
-- exactly when the change does. Listing writes are human-paced, so one hot row is fine.
CREATE FUNCTION "bump_listing_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listing_versions" SET "version" = "version" + 1 WHERE "kind" = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_version"('job');
--> statement-breakpoint
CREATE TRIGGER "candidates_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "candidates"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_version"('candidate');
