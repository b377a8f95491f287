CREATE TABLE "listing_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"listing_kind" varchar(10) NOT NULL,
	"listing_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"action" varchar(10) DEFAULT 'extend' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"key" varchar(160) PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "answer_by" date;--> statement-breakpoint
ALTER TABLE "listing_links" ADD CONSTRAINT "listing_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_links_listing_idx" ON "listing_links" USING btree ("listing_kind","listing_id");--> statement-breakpoint
CREATE INDEX "proposals_open_answer_by_idx" ON "proposals" USING btree ("answer_by") WHERE status = 'proposed';