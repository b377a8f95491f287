-- The search's GIN indexes without a pending list (fastupdate off). With it on, new and changed
-- listings wait in an unsorted list (up to gin_pending_list_limit, 4 MB) until a vacuum or a
-- full list merges them, and every search reads that whole list row by row: at 100,000 jobs a
-- bulk load's last 4,399 rows in it made the bench query's index scan read 609 buffers instead
-- of 183 (10-13 ms against 4-5 ms). Listing writes are rare; searches are not. The existing
-- list is merged now, without rebuilding the index.
ALTER INDEX "candidates_search_gin" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "jobs_search_gin" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('candidates_search_gin'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('jobs_search_gin'::regclass);
