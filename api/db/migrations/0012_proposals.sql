-- Hand-written: a process of the previous version may still be writing to the two old tables
-- while this runs. Locked first, so every row they commit is either copied below or waits and
-- then fails on the dropped table; without it, a row committed between the copy and the DROP
-- would be lost. ACCESS EXCLUSIVE at once, so the DROP never has to upgrade a weaker lock.
LOCK TABLE "matches", "sourcing_offers" IN ACCESS EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(10) NOT NULL,
	"proposer_id" uuid NOT NULL,
	"seconder_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid,
	"j_reference" varchar(12) NOT NULL,
	"c_reference" varchar(12),
	"status" varchar(10) DEFAULT 'proposed' NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seconded_at" timestamp with time zone,
	CONSTRAINT "proposals_kind_candidate_check" CHECK (("proposals"."kind" = 'match' AND "proposals"."candidate_id" IS NOT NULL AND "proposals"."c_reference" IS NOT NULL) OR ("proposals"."kind" = 'sourcing' AND "proposals"."candidate_id" IS NULL AND "proposals"."c_reference" IS NULL))
);
--> statement-breakpoint
-- Hand-written: every match proposal and sourcing offer moves here with its own id, so every
-- link already sent (/match/<view>/<uid>, /sourcing/<view>/<uid>, notes) still opens it. Nothing
-- else needs re-pointing: no foreign key referred to the two tables, and usage_events.subject_id
-- and audit_log.target_id hold these same ids (with their 'match' / 'sourcing' type).
INSERT INTO "proposals" ("kind", "id", "proposer_id", "seconder_id", "job_id", "candidate_id", "j_reference", "c_reference", "status", "proposed_at", "seconded_at")
  SELECT 'match', "id", "proposer_id", "seconder_id", "job_id", "candidate_id", "j_reference", "c_reference", "status", "proposed_at", "seconded_at"
  FROM "matches";
--> statement-breakpoint
INSERT INTO "proposals" ("kind", "id", "proposer_id", "seconder_id", "job_id", "candidate_id", "j_reference", "c_reference", "status", "proposed_at", "seconded_at")
  SELECT 'sourcing', "id", "proposer_id", "seconder_id", "job_id", NULL, "j_reference", NULL, "status", "proposed_at", "seconded_at"
  FROM "sourcing_offers";
--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_proposer_id_accounts_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_seconder_id_accounts_id_fk" FOREIGN KEY ("seconder_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_open_match_key" ON "proposals" USING btree ("job_id","candidate_id") WHERE kind = 'match' AND status = 'proposed';--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_open_sourcing_key" ON "proposals" USING btree ("proposer_id","job_id") WHERE kind = 'sourcing' AND status = 'proposed';--> statement-breakpoint
CREATE INDEX "proposals_proposer_idx" ON "proposals" USING btree ("proposer_id","proposed_at");--> statement-breakpoint
CREATE INDEX "proposals_seconder_idx" ON "proposals" USING btree ("seconder_id","proposed_at");--> statement-breakpoint
CREATE INDEX "proposals_kind_proposed_idx" ON "proposals" USING btree ("kind","proposed_at");--> statement-breakpoint
-- The two former tables: every row of theirs is now in "proposals".
DROP TABLE "matches" CASCADE;--> statement-breakpoint
DROP TABLE "sourcing_offers" CASCADE;
