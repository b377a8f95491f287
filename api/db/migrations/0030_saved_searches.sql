CREATE TABLE "saved_search_hits" (
	"saved_search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_at" timestamp with time zone,
	CONSTRAINT "saved_search_hits_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" varchar(80) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"query" jsonb NOT NULL,
	"keyword" varchar(100),
	"categories" integer[] NOT NULL,
	"locations" integer[] NOT NULL,
	"natures" integer[] NOT NULL,
	"equities" integer[] NOT NULL,
	"sectors" integer[] NOT NULL,
	"genders" integer[] NOT NULL,
	"packages" integer[] NOT NULL,
	"max_age_days" integer NOT NULL,
	"alert" varchar(10) NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"new_count" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_account_idx" ON "saved_searches" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_categories_gin" ON "saved_searches" USING gin ("categories");