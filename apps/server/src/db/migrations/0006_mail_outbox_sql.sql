-- A queued message wakes the mail sender of every instance at once (the change feed listens on this channel);
-- FOR UPDATE SKIP LOCKED in the sender makes sure only one of them delivers it. Announced once per statement,
-- after commit, so a message queued in a rolled-back transaction wakes nobody.
CREATE TRIGGER mail_outbox_announce
  AFTER INSERT ON mail_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_all('psp_mail_enqueued');
