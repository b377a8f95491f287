CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" varchar(60) NOT NULL,
	"scopes" text[] NOT NULL,
	"prefix" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_token_hash_idx" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_account_idx" ON "api_tokens" USING btree ("account_id","created_at");--> statement-breakpoint
-- Requests with a personal API token are served from the session cache (api/auth/api-tokens.ts);
-- a token revoked, or its expiry or scopes changed, by another process forgets its account's
-- entries there ('a:<account id>' on rc_session_cache, as migration 0023 does for accounts). Its
-- last-used time changes nothing the cache decides on, and tells no one.
CREATE FUNCTION "rc_api_token_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('rc_session_cache', '*');
  ELSE
    PERFORM pg_notify('rc_session_cache', 'a:' || OLD."account_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "api_tokens_cache_notify" AFTER UPDATE OF "revoked_at", "expires_at", "scopes", "account_id" OR DELETE ON "api_tokens"
  FOR EACH ROW EXECUTE FUNCTION "rc_api_token_cache_notify"();--> statement-breakpoint
CREATE TRIGGER "api_tokens_cache_notify_truncate" AFTER TRUNCATE ON "api_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "rc_api_token_cache_notify"();
