CREATE TABLE "candidate_duplicates" (
	"candidate_id" uuid NOT NULL,
	"earlier_candidate_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_duplicates_candidate_id_earlier_candidate_id_pk" PRIMARY KEY("candidate_id","earlier_candidate_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_identifiers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_duplicates" ADD CONSTRAINT "candidate_duplicates_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicates" ADD CONSTRAINT "candidate_duplicates_earlier_candidate_id_candidates_id_fk" FOREIGN KEY ("earlier_candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_identifiers" ADD CONSTRAINT "candidate_identifiers_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_identifiers" ADD CONSTRAINT "candidate_identifiers_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_duplicates_earlier_idx" ON "candidate_duplicates" USING btree ("earlier_candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_identifiers_candidate_kind_key" ON "candidate_identifiers" USING btree ("candidate_id","kind");--> statement-breakpoint
CREATE INDEX "candidate_identifiers_hash_idx" ON "candidate_identifiers" USING btree ("hash");