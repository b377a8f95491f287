ALTER TABLE "accounts" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deletion_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "accounts_deletion_due_idx" ON "accounts" USING btree ("deletion_due_at") WHERE deletion_due_at IS NOT NULL AND erased_at IS NULL;