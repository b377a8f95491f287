CREATE TABLE "anonymity_confirmations" (
	"listing_kind" varchar(10) NOT NULL,
	"listing_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"confirmed_by" uuid,
	"warning_hashes" varchar(64)[] NOT NULL,
	"kinds" varchar(20)[] NOT NULL,
	"warnings" integer NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "anonymity_confirmations_listing_kind_listing_id_pk" PRIMARY KEY("listing_kind","listing_id")
);
--> statement-breakpoint
CREATE TABLE "anonymity_refusals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"listing_kind" varchar(10) NOT NULL,
	"finding_kind" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "past_clients" (
	"account_id" uuid NOT NULL,
	"hash" varchar(64) NOT NULL,
	"words" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "past_clients_account_id_hash_pk" PRIMARY KEY("account_id","hash")
);
--> statement-breakpoint
ALTER TABLE "anonymity_confirmations" ADD CONSTRAINT "anonymity_confirmations_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anonymity_confirmations" ADD CONSTRAINT "anonymity_confirmations_confirmed_by_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anonymity_refusals" ADD CONSTRAINT "anonymity_refusals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "past_clients" ADD CONSTRAINT "past_clients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anonymity_confirmations_confirmed_idx" ON "anonymity_confirmations" USING btree ("confirmed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "anonymity_refusals_account_idx" ON "anonymity_refusals" USING btree ("account_id","created_at");