-- Every web process keeps signed-in sessions and their accounts between requests
-- (api/auth/session-cache.ts). These triggers tell every process when a session or an account
-- row changes, by NOTIFY on the channel rc_session_cache (api/auth/session-invalidation.ts):
-- 's:<sid>' for a session updated or deleted, 'a:<account id>' for an account, '*' when either
-- table is truncated. Inserts need none: a new row is in nobody's cache. A notification is
-- delivered when its transaction commits, and not at all if it rolls back.
CREATE FUNCTION "rc_session_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('rc_session_cache', '*');
  ELSIF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('rc_session_cache', 's:' || OLD."sid");
  ELSE
    PERFORM pg_notify('rc_session_cache', 'a:' || OLD."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "session_cache_notify" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "rc_session_cache_notify"();--> statement-breakpoint
CREATE TRIGGER "session_cache_notify_truncate" AFTER TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION "rc_session_cache_notify"();--> statement-breakpoint
CREATE TRIGGER "accounts_cache_notify" AFTER UPDATE OR DELETE ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "rc_session_cache_notify"();--> statement-breakpoint
CREATE TRIGGER "accounts_cache_notify_truncate" AFTER TRUNCATE ON "accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "rc_session_cache_notify"();
