-- Live updates (api/live/): a web process LISTENs on rc_live and nudges the open tabs of the
-- member a payload names, who then refetch what they show. A notification is delivered when its
-- transaction commits, and not at all if it rolls back. Payload: {"a": account, "e": event, "d": {…}}.
--   notes            INSERT            -> 'note' to the note's member (the bell)
--   thread_messages  INSERT, read_at   -> 'message' to both parties of the thread (a new message; a read receipt)
--   deal_events      INSERT            -> 'deal' to the deal's two parties (its timeline)
CREATE FUNCTION public.rc_live_notify() RETURNS trigger LANGUAGE plpgsql
SET search_path = public, pg_catalog AS $$
DECLARE
  party uuid;
BEGIN
  IF TG_TABLE_NAME = 'notes' THEN
    PERFORM pg_catalog.pg_notify('rc_live', pg_catalog.json_build_object('a', NEW."user_id", 'e', 'note')::text);
  ELSIF TG_TABLE_NAME = 'thread_messages' THEN
    FOR party IN SELECT unnest(ARRAY[t."asker_id", t."owner_id"]) FROM public."threads" t WHERE t."id" = NEW."thread_id" LOOP
      PERFORM pg_catalog.pg_notify('rc_live', pg_catalog.json_build_object(
        'a', party, 'e', 'message', 'd', pg_catalog.json_build_object('thread', NEW."thread_id"))::text);
    END LOOP;
  ELSIF TG_TABLE_NAME = 'deal_events' THEN
    FOR party IN SELECT unnest(ARRAY[d."job_owner_id", d."partner_id"]) FROM public."deals" d WHERE d."id" = NEW."deal_id" LOOP
      PERFORM pg_catalog.pg_notify('rc_live', pg_catalog.json_build_object(
        'a', party, 'e', 'deal', 'd', pg_catalog.json_build_object('deal', NEW."deal_id"))::text);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notes_live_notify" AFTER INSERT ON "notes"
  FOR EACH ROW EXECUTE FUNCTION public.rc_live_notify();
--> statement-breakpoint
CREATE TRIGGER "thread_messages_live_notify" AFTER INSERT ON "thread_messages"
  FOR EACH ROW EXECUTE FUNCTION public.rc_live_notify();
--> statement-breakpoint
CREATE TRIGGER "thread_messages_read_live_notify" AFTER UPDATE OF "read_at" ON "thread_messages"
  FOR EACH ROW WHEN (OLD."read_at" IS NULL AND NEW."read_at" IS NOT NULL) EXECUTE FUNCTION public.rc_live_notify();
--> statement-breakpoint
CREATE TRIGGER "deal_events_live_notify" AFTER INSERT ON "deal_events"
  FOR EACH ROW EXECUTE FUNCTION public.rc_live_notify();
