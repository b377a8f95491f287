CREATE TABLE "alert_clock" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alert_clock" ADD CONSTRAINT "alert_clock_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_alerts" ADD CONSTRAINT "pending_alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_alerts_account_listing_key" ON "pending_alerts" USING btree ("account_id","listing_id");--> statement-breakpoint
CREATE INDEX "pending_alerts_unsent_idx" ON "pending_alerts" USING btree ("account_id") WHERE sent_at IS NULL;