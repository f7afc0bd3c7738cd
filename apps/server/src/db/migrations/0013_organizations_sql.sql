-- An organization that has an accepted Admin never loses its last one, whatever code path changes the rows:
-- the services check first and lock the organization row; this trigger is the backstop for any other writer.
CREATE OR REPLACE FUNCTION organization_keeps_an_admin() RETURNS trigger AS $$
BEGIN
  IF OLD.role = 'Admin' AND OLD.status = 'Accepted'
     AND (TG_OP = 'DELETE' OR NEW.role <> 'Admin' OR NEW.status <> 'Accepted' OR NEW.excluded_at IS NOT NULL)
     AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = OLD.organization_id)
     AND EXISTS (SELECT 1 FROM users u WHERE u.id = OLD.user_id)
     AND NOT EXISTS (
       SELECT 1 FROM organization_members m
        WHERE m.organization_id = OLD.organization_id AND m.role = 'Admin' AND m.status = 'Accepted'
          AND m.excluded_at IS NULL)
  THEN
    RAISE EXCEPTION 'last_organization_admin' USING ERRCODE = 'P0001';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER organization_members_keep_admin
  AFTER UPDATE OR DELETE ON organization_members
  FOR EACH ROW EXECUTE FUNCTION organization_keeps_an_admin();
