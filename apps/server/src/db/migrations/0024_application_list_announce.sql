-- Every change to applications is announced on `psp_applications_changed`, whoever makes it (the portal, the
-- operators, another instance, a bulk load), so each instance forgets the list totals it keeps of the scopes touched
-- (modules/applications/list-totals.ts): 'o:' and the organization's id, 'u:' and the author's id, or '*' past a
-- hundred scopes in one statement rather than flooding the channel.
CREATE FUNCTION psp_announce_applications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[];
  scope text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT s) INTO touched FROM (
      SELECT 'o:' || organization_id AS s FROM new_rows WHERE organization_id IS NOT NULL
      UNION SELECT 'u:' || user_id FROM new_rows) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT s) INTO touched FROM (
      SELECT 'o:' || organization_id AS s FROM old_rows WHERE organization_id IS NOT NULL
      UNION SELECT 'u:' || user_id FROM old_rows) x;
  ELSE
    SELECT array_agg(DISTINCT s) INTO touched FROM (
      SELECT 'o:' || organization_id AS s FROM new_rows WHERE organization_id IS NOT NULL
      UNION SELECT 'u:' || user_id FROM new_rows
      UNION SELECT 'o:' || organization_id FROM old_rows WHERE organization_id IS NOT NULL
      UNION SELECT 'u:' || user_id FROM old_rows) x;
  END IF;
  IF coalesce(array_length(touched, 1), 0) > 100 THEN
    PERFORM pg_notify('psp_applications_changed', '*');
  ELSIF touched IS NOT NULL THEN
    FOREACH scope IN ARRAY touched LOOP
      PERFORM pg_notify('psp_applications_changed', scope);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_insert_announce
  AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_applications();
--> statement-breakpoint
CREATE TRIGGER applications_update_announce
  AFTER UPDATE ON applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_applications();
--> statement-breakpoint
CREATE TRIGGER applications_delete_announce
  AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_applications();
