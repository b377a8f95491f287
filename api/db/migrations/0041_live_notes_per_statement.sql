-- Live updates of notes (api/live/): one notification per statement and up to 100 members, not
-- one per row. A bulk message writes a note for every member in one INSERT; the row trigger of
-- migration 0032 sent a NOTIFY for each (50,000 in one transaction: twice the insert's own time,
-- and 50,000 messages for every web process's listener to read). The statement's new rows (a
-- transition table) are grouped by member, 100 members to a notification:
--   {"a": [account, …], "e": "note"}
-- and a statement writing the notes of one member sends the payload it always did,
--   {"a": account, "e": "note"}
-- which is also all a process of the previous release understands during a rolling upgrade (it
-- ignores the list; its tabs' own polling still finds a bulk message's note).
CREATE FUNCTION public.rc_live_notify_notes() RETURNS trigger LANGUAGE plpgsql
SET search_path = public, pg_catalog AS $$
DECLARE
  members json;
BEGIN
  FOR members IN
    SELECT CASE WHEN pg_catalog.count(*) = 1 THEN pg_catalog.to_json(pg_catalog.min(g."user_id"::text))
                ELSE pg_catalog.json_agg(g."user_id") END
    FROM (SELECT m."user_id", (pg_catalog.row_number() OVER (ORDER BY m."user_id") - 1) / 100 AS part
          FROM (SELECT DISTINCT n."user_id" FROM new_notes n) m) g
    GROUP BY g.part
  LOOP
    PERFORM pg_catalog.pg_notify('rc_live', pg_catalog.json_build_object('a', members, 'e', 'note')::text);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notes_live_notify" AFTER INSERT ON "notes"
  REFERENCING NEW TABLE AS new_notes
  FOR EACH STATEMENT EXECUTE FUNCTION public.rc_live_notify_notes();
