-- Keeps organization_member_counts true on every write to organization_members, whoever writes: a member counts
-- under its role and state while it is a live request or membership (Created or Accepted, not excluded).
CREATE OR REPLACE FUNCTION organization_member_counts_follow() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.excluded_at IS NULL AND OLD.status IN ('Accepted', 'Created') THEN
    UPDATE organization_member_counts SET n = n - 1
     WHERE organization_id = OLD.organization_id AND role = OLD.role AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.excluded_at IS NULL AND NEW.status IN ('Accepted', 'Created') THEN
    INSERT INTO organization_member_counts (organization_id, role, status, n)
    VALUES (NEW.organization_id, NEW.role, NEW.status, 1)
    ON CONFLICT (organization_id, role, status) DO UPDATE SET n = organization_member_counts.n + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER organization_members_counts
  AFTER INSERT OR UPDATE OR DELETE ON organization_members
  FOR EACH ROW EXECUTE FUNCTION organization_member_counts_follow();
--> statement-breakpoint
INSERT INTO organization_member_counts (organization_id, role, status, n)
SELECT organization_id, role, status, count(*)
  FROM organization_members
 WHERE excluded_at IS NULL AND status IN ('Accepted', 'Created')
 GROUP BY organization_id, role, status;
