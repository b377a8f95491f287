ALTER TABLE "candidates" ADD COLUMN "owner_offboarded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "owner_offboarded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: existing rows follow the offboarding rule (api/services/admin/member-actions.ts).
-- Listings of members offboarded before this migration leave search,
UPDATE "jobs" SET "owner_offboarded" = true
  WHERE "owner_id" IN (SELECT "id" FROM "accounts" WHERE "is_deleted");
--> statement-breakpoint
UPDATE "candidates" SET "owner_offboarded" = true
  WHERE "owner_id" IN (SELECT "id" FROM "accounts" WHERE "is_deleted");
--> statement-breakpoint
-- and their open proposals and offers, both ways, end as withdrawn (never answerable again).
UPDATE "matches" SET "status" = 'withdrawn'
  WHERE "status" = 'proposed'
    AND ("proposer_id" IN (SELECT "id" FROM "accounts" WHERE "is_deleted")
      OR "seconder_id" IN (SELECT "id" FROM "accounts" WHERE "is_deleted"));
--> statement-breakpoint
UPDATE "sourcing_offers" SET "status" = 'withdrawn'
  WHERE "status" = 'proposed'
    AND ("proposer_id" IN (SELECT "id" FROM "accounts" WHERE "is_deleted")
      OR "seconder_id" IN (SELECT "id" FROM "accounts" WHERE "is_deleted"));
