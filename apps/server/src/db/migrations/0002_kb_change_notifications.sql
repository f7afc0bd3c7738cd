-- Every change to what a reader sees of an article is announced on the channel `psp_kb_changed`, whoever makes it
-- (the portal, another instance, the import command, a manual fix), so each instance's article cache forgets it.
-- The payload is the article's id, or '*' when a system, service or tag changed and any article may show it.
-- View counts and search vectors are not announced: they change all the time and the cache does not keep them stale.
CREATE FUNCTION psp_kb_announce_article() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'kb_articles' THEN
    PERFORM pg_notify('psp_kb_changed', OLD.id::text);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('psp_kb_changed', NEW.article_id::text);
  ELSE
    PERFORM pg_notify('psp_kb_changed', OLD.article_id::text);
    IF TG_OP = 'UPDATE' AND NEW.article_id <> OLD.article_id THEN
      PERFORM pg_notify('psp_kb_changed', NEW.article_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- '*' on the channel the trigger names: a change any cached value may depend on.
CREATE FUNCTION psp_announce_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kb_articles_announce
  AFTER UPDATE OF slug, title, system_id, service_id, tags, important, markdown, html, version, created_at, updated_at
    OR DELETE ON kb_articles
  FOR EACH ROW EXECUTE FUNCTION psp_kb_announce_article();
--> statement-breakpoint
CREATE TRIGGER kb_article_tags_announce
  AFTER INSERT OR UPDATE OR DELETE ON kb_article_tags
  FOR EACH ROW EXECUTE FUNCTION psp_kb_announce_article();
--> statement-breakpoint
CREATE TRIGGER kb_article_files_announce
  AFTER INSERT OR UPDATE OR DELETE ON kb_article_files
  FOR EACH ROW EXECUTE FUNCTION psp_kb_announce_article();
--> statement-breakpoint
CREATE TRIGGER kb_systems_announce
  AFTER UPDATE OR DELETE OR TRUNCATE ON kb_systems
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_all('psp_kb_changed');
--> statement-breakpoint
CREATE TRIGGER kb_services_announce
  AFTER UPDATE OR DELETE OR TRUNCATE ON kb_services
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_all('psp_kb_changed');
--> statement-breakpoint
CREATE TRIGGER kb_tags_announce
  AFTER UPDATE OR DELETE OR TRUNCATE ON kb_tags
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_all('psp_kb_changed');
--> statement-breakpoint
CREATE TRIGGER files_announce
  AFTER UPDATE OF name, size ON files
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_all('psp_kb_changed');
--> statement-breakpoint
CREATE TRIGGER kb_articles_truncate_announce
  AFTER TRUNCATE ON kb_articles
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_all('psp_kb_changed');
--> statement-breakpoint
CREATE TRIGGER kb_article_tags_truncate_announce
  AFTER TRUNCATE ON kb_article_tags
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_all('psp_kb_changed');
--> statement-breakpoint
CREATE TRIGGER kb_article_files_truncate_announce
  AFTER TRUNCATE ON kb_article_files
  FOR EACH STATEMENT EXECUTE FUNCTION psp_announce_all('psp_kb_changed');
