CREATE INDEX "candidates_gender_idx" ON "candidates" USING btree ("gender_id");--> statement-breakpoint
CREATE INDEX "candidates_package_idx" ON "candidates" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "jobs_gender_idx" ON "jobs" USING btree ("gender_id");--> statement-breakpoint
CREATE INDEX "jobs_package_idx" ON "jobs" USING btree ("package_id");