-- The agreement gate (ADR 0010) reads from the cached session whether its user accepted the current agreement, so
-- both ways that answer changes are announced on `psp_sessions_changed`: a user accepting (or losing) an agreement
-- announces 'user:<id>'; a new, changed or removed agreement changes the answer for everyone and announces '*'.
DROP TRIGGER users_announce_sessions ON users;
--> statement-breakpoint
CREATE TRIGGER users_announce_sessions
  AFTER UPDATE OF id, role, disabled_at, accepted_agreement_id OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION psp_announce_session_user();
--> statement-breakpoint
CREATE TRIGGER user_agreements_announce_sessions
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_agreements
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_all('psp_sessions_changed');
