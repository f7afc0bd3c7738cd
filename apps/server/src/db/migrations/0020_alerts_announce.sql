-- Every change to what a user's alerts are is announced on `psp_alerts_changed`, whoever makes it (the portal, another
-- instance, the command line), so each instance's kept unread lists and the open pages' streams learn of it (ADR
-- 0009, 0012): the recipient's id for a user's alert, '*' for a notification (an alert for everyone), the reader's id
-- for a read. A notification still waiting for its time is seen by nobody, so its changes are not announced.
CREATE FUNCTION psp_announce_alert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.published_at IS NOT NULL THEN
    PERFORM pg_notify('psp_alerts_changed', coalesce(OLD.recipient_user_id::text, '*'));
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.published_at IS NOT NULL THEN
    PERFORM pg_notify('psp_alerts_changed', coalesce(NEW.recipient_user_id::text, '*'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Reads come in sets (marking all read; a notification deleted with its 100,000 reads): one announcement per reader,
-- or '*' past a hundred readers rather than flooding the channel.
CREATE FUNCTION psp_announce_alert_reads() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reader uuid;
BEGIN
  IF (SELECT count(DISTINCT user_id) FROM changed_reads) > 100 THEN
    PERFORM pg_notify('psp_alerts_changed', '*');
  ELSE
    FOR reader IN SELECT DISTINCT user_id FROM changed_reads LOOP
      PERFORM pg_notify('psp_alerts_changed', reader::text);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER alerts_announce
  AFTER INSERT OR UPDATE OR DELETE ON alerts
  FOR EACH ROW EXECUTE FUNCTION psp_announce_alert();
--> statement-breakpoint
CREATE TRIGGER alert_reads_insert_announce
  AFTER INSERT ON alert_reads REFERENCING NEW TABLE AS changed_reads
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_alert_reads();
--> statement-breakpoint
CREATE TRIGGER alert_reads_delete_announce
  AFTER DELETE ON alert_reads REFERENCING OLD TABLE AS changed_reads
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_alert_reads();
--> statement-breakpoint
CREATE TRIGGER alerts_truncate_announce
  AFTER TRUNCATE ON alerts
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_all('psp_alerts_changed');
--> statement-breakpoint
CREATE TRIGGER alert_reads_truncate_announce
  AFTER TRUNCATE ON alert_reads
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_all('psp_alerts_changed');
