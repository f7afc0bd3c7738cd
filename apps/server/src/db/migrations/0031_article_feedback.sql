CREATE TABLE "kb_article_feedback" (
	"article_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"helpful" boolean NOT NULL,
	"reason" text,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kb_article_feedback_article_id_version_user_id_pk" PRIMARY KEY("article_id","version","user_id")
);
--> statement-breakpoint
ALTER TABLE "kb_article_feedback" ADD CONSTRAINT "kb_article_feedback_article_id_kb_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_feedback" ADD CONSTRAINT "kb_article_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kb_article_feedback_answered_idx" ON "kb_article_feedback" USING btree ("answered_at");