CREATE TABLE "application_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', number::text), 'A') || setweight(to_tsvector('russian', translate(subject, 'ёЁ', 'еЕ')), 'A') || setweight(to_tsvector('russian', translate(text, 'ёЁ', 'еЕ')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "application_search_words_trgm_idx" ON "application_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin ("search_vector");--> statement-breakpoint
-- Keeps application_search_words (the typo-correction vocabulary of the application search) filled on every write
-- of a subject or a text, whoever writes: the words are the lexemes of the 'simple' configuration (lower case, split
-- by the text-search parser), 3 to 40 characters, not only digits, ё read as е.
CREATE OR REPLACE FUNCTION application_search_words_follow() RETURNS trigger AS $$
BEGIN
  INSERT INTO application_search_words (word)
  SELECT w.lexeme
    FROM unnest(to_tsvector('simple', translate(NEW.subject || ' ' || NEW.text, 'ёЁ', 'еЕ'))) w
   WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '^[0-9]+$'
   ORDER BY w.lexeme
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER applications_search_words
  AFTER INSERT OR UPDATE OF subject, text ON applications
  FOR EACH ROW EXECUTE FUNCTION application_search_words_follow();
--> statement-breakpoint
INSERT INTO application_search_words (word)
SELECT DISTINCT w.lexeme
  FROM applications a, unnest(to_tsvector('simple', translate(a.subject || ' ' || a.text, 'ёЁ', 'еЕ'))) w
 WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
