-- Every change that decides who a session acts for is announced on the channel `psp_sessions_changed`, whoever
-- makes it, so each instance's session cache forgets it: the session's id when it ends or moves to another
-- organization, 'user:<id>' when its user is disabled, deleted or gets another role, '*' when a table is emptied.
-- The last-activity touch is not announced: each instance checks expiry against the time it last read or touched.
CREATE FUNCTION psp_announce_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('psp_sessions_changed', OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION psp_announce_session_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('psp_sessions_changed', 'user:' || OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce
  AFTER UPDATE OF id, user_id, organization_id, login_system, expires_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION psp_announce_session();
--> statement-breakpoint
CREATE TRIGGER users_announce_sessions
  AFTER UPDATE OF id, role, disabled_at OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION psp_announce_session_user();
--> statement-breakpoint
CREATE TRIGGER sessions_truncate_announce
  AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_all('psp_sessions_changed');
--> statement-breakpoint
CREATE TRIGGER users_truncate_announce
  AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_all('psp_sessions_changed');
