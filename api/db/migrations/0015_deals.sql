CREATE TABLE "deal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deal_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"stage" varchar(20),
	"actor_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_terms_acceptances" (
	"deal_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"terms_version" varchar(20) NOT NULL,
	"terms" jsonb NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deal_terms_acceptances_deal_id_account_id_pk" PRIMARY KEY("deal_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"job_owner_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"stage" varchar(20) DEFAULT 'introduced' NOT NULL,
	"fee_percent" numeric(6, 3),
	"is_fee_from_job" boolean DEFAULT false NOT NULL,
	"split_percent" integer DEFAULT 50 NOT NULL,
	"guarantee_days" integer DEFAULT 90 NOT NULL,
	"payment_business_days" integer DEFAULT 3 NOT NULL,
	"non_approach_months" integer DEFAULT 12 NOT NULL,
	"effective_cause_months" integer DEFAULT 6 NOT NULL,
	"terms_version" varchar(20) NOT NULL,
	"terms_frozen_at" timestamp with time zone,
	"start_date" date,
	"ctc_rand" bigint,
	"fee_rand" bigint,
	"invoice_date" date,
	"client_paid_date" date,
	"payment_due_date" date,
	"partner_paid_date" date,
	"guarantee_end_date" date,
	"fell_through_reason" varchar(40),
	"disputed_at" timestamp with time zone,
	"disputed_by" uuid,
	"dispute_statement" varchar(2000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_terms_acceptances" ADD CONSTRAINT "deal_terms_acceptances_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_terms_acceptances" ADD CONSTRAINT "deal_terms_acceptances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_job_owner_id_accounts_id_fk" FOREIGN KEY ("job_owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_partner_id_accounts_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_disputed_by_accounts_id_fk" FOREIGN KEY ("disputed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_events_deal_idx" ON "deal_events" USING btree ("deal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_proposal_key" ON "deals" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "deals_job_owner_idx" ON "deals" USING btree ("job_owner_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_partner_idx" ON "deals" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_created_idx" ON "deals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deals_payment_due_idx" ON "deals" USING btree ("payment_due_date") WHERE stage = 'client_paid';--> statement-breakpoint
CREATE INDEX "deals_disputed_idx" ON "deals" USING btree ("disputed_at") WHERE disputed_at IS NOT NULL;--> statement-breakpoint
-- Hand-written: every proposal approved before deals existed gets its deal, as the approval would
-- have made it (api/services/deals/create-deal.ts): stage Introduced, the terms in force (terms
-- version '2026-11', shared/rules/deal.ts), the hiring-company job's placement fee % where it reads
-- as one (0-100), and a 'created' event at the approval's time.
INSERT INTO "deals" ("proposal_id", "job_owner_id", "partner_id", "fee_percent", "is_fee_from_job", "terms_version", "created_at", "updated_at")
  SELECT p."id", j."owner_id",
    CASE WHEN p."proposer_id" = j."owner_id" THEN p."seconder_id" ELSE p."proposer_id" END,
    f."fee", f."fee" IS NOT NULL, '2026-11', COALESCE(p."seconded_at", p."proposed_at"), COALESCE(p."seconded_at", p."proposed_at")
  FROM "proposals" p
  JOIN "jobs" j ON j."id" = p."job_id"
  LEFT JOIN LATERAL (
    SELECT CASE WHEN n."value" <= 100 THEN n."value"::numeric(6, 3) END AS "fee"
    FROM (SELECT CASE WHEN j."placement_fee" ~ '^\s*\d{1,3}([.,]\d{1,3})?\s*%?\s*$'
      THEN replace(regexp_replace(j."placement_fee", '[\s%]', '', 'g'), ',', '.')::numeric END AS "value") n
  ) f ON true
  WHERE p."status" = 'approved';
--> statement-breakpoint
INSERT INTO "deal_events" ("deal_id", "kind", "stage", "actor_id", "details", "created_at")
  SELECT d."id", 'created', 'introduced', NULL, '{"backfilled":true}'::jsonb, d."created_at" FROM "deals" d;
