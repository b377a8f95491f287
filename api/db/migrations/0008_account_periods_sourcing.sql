ALTER TABLE "accounts" ADD COLUMN "periods" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "sourcing" boolean DEFAULT false NOT NULL;