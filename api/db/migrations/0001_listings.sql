-- Keyword search over titles and references uses trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"reference" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"categories" integer[] NOT NULL,
	"category_other" varchar(100) DEFAULT '' NOT NULL,
	"natures" integer[] NOT NULL,
	"equities" integer[] NOT NULL,
	"gender_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"locations" integer[] NOT NULL,
	"country_other" varchar(100) DEFAULT '' NOT NULL,
	"qualifications" varchar(1280) NOT NULL,
	"experience" varchar(1280) NOT NULL,
	"sectors" integer[] NOT NULL,
	"sector_other" varchar(100) DEFAULT '' NOT NULL,
	"additional" varchar(2650) DEFAULT '' NOT NULL,
	"candidate_title" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"reference" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"categories" integer[] NOT NULL,
	"category_other" varchar(100) DEFAULT '' NOT NULL,
	"natures" integer[] NOT NULL,
	"equities" integer[] NOT NULL,
	"gender_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"locations" integer[] NOT NULL,
	"country_other" varchar(100) DEFAULT '' NOT NULL,
	"qualifications" varchar(1280) NOT NULL,
	"experience" varchar(1280) NOT NULL,
	"sectors" integer[] NOT NULL,
	"sector_other" varchar(100) DEFAULT '' NOT NULL,
	"additional" varchar(2650) DEFAULT '' NOT NULL,
	"job_title" varchar(120) NOT NULL,
	"company_type" integer NOT NULL,
	"placement_fee" varchar(6),
	"sourcing" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_reference_key" ON "candidates" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "candidates_expires_idx" ON "candidates" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "candidates_created_idx" ON "candidates" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_owner_idx" ON "candidates" USING btree ("owner_id","expires_at");--> statement-breakpoint
CREATE INDEX "candidates_categories_gin" ON "candidates" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "candidates_natures_gin" ON "candidates" USING gin ("natures");--> statement-breakpoint
CREATE INDEX "candidates_equities_gin" ON "candidates" USING gin ("equities");--> statement-breakpoint
CREATE INDEX "candidates_locations_gin" ON "candidates" USING gin ("locations");--> statement-breakpoint
CREATE INDEX "candidates_sectors_gin" ON "candidates" USING gin ("sectors");--> statement-breakpoint
CREATE INDEX "candidates_keyword_trgm" ON "candidates" USING gin ((lower("candidate_title" || ' ' || "reference")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_reference_key" ON "jobs" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "jobs_expires_idx" ON "jobs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_id","expires_at");--> statement-breakpoint
CREATE INDEX "jobs_categories_gin" ON "jobs" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "jobs_natures_gin" ON "jobs" USING gin ("natures");--> statement-breakpoint
CREATE INDEX "jobs_equities_gin" ON "jobs" USING gin ("equities");--> statement-breakpoint
CREATE INDEX "jobs_locations_gin" ON "jobs" USING gin ("locations");--> statement-breakpoint
CREATE INDEX "jobs_sectors_gin" ON "jobs" USING gin ("sectors");--> statement-breakpoint
CREATE INDEX "jobs_keyword_trgm" ON "jobs" USING gin ((lower("job_title" || ' ' || "reference")) gin_trgm_ops);