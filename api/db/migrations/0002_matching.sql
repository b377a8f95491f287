CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposer_id" uuid NOT NULL,
	"seconder_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"j_reference" varchar(12) NOT NULL,
	"c_reference" varchar(12) NOT NULL,
	"status" varchar(10) DEFAULT 'proposed' NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seconded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"heading" varchar(120) NOT NULL,
	"message" varchar(1000) NOT NULL,
	"link" varchar(300),
	"is_read" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposer_id" uuid NOT NULL,
	"seconder_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"j_reference" varchar(12) NOT NULL,
	"status" varchar(10) DEFAULT 'proposed' NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seconded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" varchar(12) NOT NULL,
	"subject_type" varchar(10) NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_proposer_id_accounts_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_seconder_id_accounts_id_fk" FOREIGN KEY ("seconder_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_offers" ADD CONSTRAINT "sourcing_offers_proposer_id_accounts_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_offers" ADD CONSTRAINT "sourcing_offers_seconder_id_accounts_id_fk" FOREIGN KEY ("seconder_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_offers" ADD CONSTRAINT "sourcing_offers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_open_pair_key" ON "matches" USING btree ("job_id","candidate_id") WHERE status = 'proposed';--> statement-breakpoint
CREATE INDEX "matches_proposer_idx" ON "matches" USING btree ("proposer_id","proposed_at");--> statement-breakpoint
CREATE INDEX "matches_seconder_idx" ON "matches" USING btree ("seconder_id","proposed_at");--> statement-breakpoint
CREATE INDEX "matches_proposed_idx" ON "matches" USING btree ("proposed_at");--> statement-breakpoint
CREATE INDEX "notes_user_created_idx" ON "notes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_open_offer_key" ON "sourcing_offers" USING btree ("proposer_id","job_id") WHERE status = 'proposed';--> statement-breakpoint
CREATE INDEX "sourcing_seconder_idx" ON "sourcing_offers" USING btree ("seconder_id","proposed_at");--> statement-breakpoint
CREATE INDEX "sourcing_proposed_idx" ON "sourcing_offers" USING btree ("proposed_at");--> statement-breakpoint
CREATE INDEX "usage_events_account_idx" ON "usage_events" USING btree ("account_id","created_at");