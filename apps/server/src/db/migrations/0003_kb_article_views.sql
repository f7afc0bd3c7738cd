CREATE TABLE "kb_article_views" (
	"article_id" uuid PRIMARY KEY NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "kb_article_views" ("article_id", "views_count") SELECT "id", "views_count" FROM "kb_articles";--> statement-breakpoint
ALTER TABLE "kb_article_views" ADD CONSTRAINT "kb_article_views_article_id_kb_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kb_article_views_views_idx" ON "kb_article_views" USING btree ("views_count" DESC NULLS FIRST,"article_id");--> statement-breakpoint
DROP INDEX "kb_articles_system_views_idx";--> statement-breakpoint
DROP INDEX "kb_articles_views_idx";--> statement-breakpoint
ALTER TABLE "kb_articles" DROP COLUMN "views_count";--> statement-breakpoint
-- Every article has its views row from its creation on, whoever creates it (the portal, the import command, SQL).
CREATE FUNCTION psp_kb_article_views_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO kb_article_views (article_id) SELECT id FROM inserted_articles ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kb_articles_views_row
  AFTER INSERT ON kb_articles REFERENCING NEW TABLE AS inserted_articles
  FOR EACH STATEMENT EXECUTE FUNCTION psp_kb_article_views_row();
--> statement-breakpoint
-- Search joins the views to the articles whose text matches. Whether to walk the most viewed first (a common word)
-- or to take the few matching articles first (a rare word) rests on the estimate of how many articles match; the
-- default sample lists too few words, so a rare word was estimated at hundreds of matches and read every views row.
ALTER TABLE "kb_articles" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "kb_articles" ALTER COLUMN "title_vector" SET STATISTICS 1000;
