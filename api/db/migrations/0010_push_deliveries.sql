CREATE TABLE "push_deliveries" (
	"job_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_deliveries_job_id_subscription_id_pk" PRIMARY KEY("job_id","subscription_id")
);
--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_deliveries_delivered_at_idx" ON "push_deliveries" USING btree ("delivered_at");