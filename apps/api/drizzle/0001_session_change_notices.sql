-- Instances keep recently checked sessions in memory (docs/decisions/0006-session-cache.md). Whenever a
-- session ends or the account behind it changes (logout, password reset, expiry purge, a role changed by
-- a script or by hand), every instance hears the account's id on the `session_changes` channel and forgets
-- what it cached for that account. Notices go out when the transaction commits, and repeats within one
-- transaction are sent once.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('session_changes', OLD.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER session_users_changed AFTER UPDATE OF email, name, role ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
