CREATE TABLE "listing_post_keys" (
	"owner_id" uuid NOT NULL,
	"listing_kind" varchar(10) NOT NULL,
	"key" varchar(100) NOT NULL,
	"listing_id" uuid NOT NULL,
	"reference" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_post_keys_owner_id_listing_kind_key_pk" PRIMARY KEY("owner_id","listing_kind","key")
);
--> statement-breakpoint
ALTER TABLE "listing_post_keys" ADD CONSTRAINT "listing_post_keys_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;