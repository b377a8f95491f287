CREATE TABLE "activation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recovery_tokens" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "activation_tokens" ADD CONSTRAINT "activation_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activation_tokens_account_idx" ON "activation_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_tokens_request_key" ON "recovery_tokens" USING btree ("request_id");--> statement-breakpoint
-- Links already mailed keep working: the one stored hash of each inactive account moves over.
INSERT INTO "activation_tokens" ("token_hash", "account_id")
SELECT "activation_token_hash", "id" FROM "accounts" WHERE "activation_token_hash" IS NOT NULL AND NOT "is_active"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "activation_token_hash";