CREATE TABLE "thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(10) NOT NULL,
	"asker_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"listing_kind" varchar(10) NOT NULL,
	"listing_id" uuid NOT NULL,
	"proposal_id" uuid,
	"asker_muted_at" timestamp with time zone,
	"owner_muted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_asker_id_accounts_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_messages_thread_idx" ON "thread_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "thread_messages_unread_idx" ON "thread_messages" USING btree ("thread_id") WHERE read_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "threads_question_key" ON "threads" USING btree ("asker_id","listing_kind","listing_id") WHERE kind = 'question';--> statement-breakpoint
CREATE UNIQUE INDEX "threads_proposal_key" ON "threads" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "threads_asker_idx" ON "threads" USING btree ("asker_id","last_message_at");--> statement-breakpoint
CREATE INDEX "threads_owner_idx" ON "threads" USING btree ("owner_id","last_message_at");--> statement-breakpoint
-- Hand-written: every proposal approved before conversations existed gets its conversation, whose
-- id is the proposal's (as the approval makes them from now on, api/services/threads/open-conversation.ts).
INSERT INTO "threads" ("id", "kind", "asker_id", "owner_id", "listing_kind", "listing_id", "proposal_id", "created_at", "last_message_at")
SELECT p."id", p."kind", p."proposer_id", p."seconder_id", 'job', p."job_id", p."id", coalesce(p."seconded_at", p."proposed_at"), coalesce(p."seconded_at", p."proposed_at")
FROM "proposals" p WHERE p."status" = 'approved'
ON CONFLICT DO NOTHING;
