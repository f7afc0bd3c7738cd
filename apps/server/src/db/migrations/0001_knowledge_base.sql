-- Trigram similarity for typo-tolerant search (a trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "article_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"user_fio" text NOT NULL,
	"organization_id" uuid,
	"organization_name" text,
	"organization_user_role" text,
	"login_system" text NOT NULL,
	"external_user_flag" text NOT NULL,
	"is_tech_support_employee" boolean NOT NULL,
	"article_id" uuid,
	"article_title" text NOT NULL,
	"system_id" uuid,
	"system_name" text,
	"service_id" uuid,
	"service_name" text,
	"tags" text[] NOT NULL,
	"tag_from_article" text,
	"tags_from_ais_ecpe" text,
	"is_application_create" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_article_files" (
	"article_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_article_files_article_id_file_id_pk" PRIMARY KEY("article_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "kb_article_tags" (
	"article_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kb_article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "kb_article_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"system_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"tags" text[] NOT NULL,
	"important" boolean NOT NULL,
	"markdown" text NOT NULL,
	"author_id" uuid,
	"authored_at" timestamp with time zone NOT NULL,
	"replaced_by" uuid,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"system_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	"plain_text" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector",
	"title_vector" "tsvector",
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_service_files" (
	"service_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_service_files_service_id_file_id_pk" PRIMARY KEY("service_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "kb_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"system_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_systems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"indexing" boolean DEFAULT false NOT NULL,
	"last_indexing" timestamp with time zone,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "login_system" text;--> statement-breakpoint
ALTER TABLE "kb_article_files" ADD CONSTRAINT "kb_article_files_article_id_kb_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_files" ADD CONSTRAINT "kb_article_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_tags" ADD CONSTRAINT "kb_article_tags_article_id_kb_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_tags" ADD CONSTRAINT "kb_article_tags_tag_id_kb_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."kb_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_versions" ADD CONSTRAINT "kb_article_versions_article_id_kb_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_versions" ADD CONSTRAINT "kb_article_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_versions" ADD CONSTRAINT "kb_article_versions_replaced_by_users_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_articles" ADD CONSTRAINT "kb_articles_system_id_kb_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."kb_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_articles" ADD CONSTRAINT "kb_articles_service_id_kb_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."kb_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_articles" ADD CONSTRAINT "kb_articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_articles" ADD CONSTRAINT "kb_articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_service_files" ADD CONSTRAINT "kb_service_files_service_id_kb_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."kb_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_service_files" ADD CONSTRAINT "kb_service_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_services" ADD CONSTRAINT "kb_services_system_id_kb_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."kb_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_events_event_at_idx" ON "article_events" USING btree ("event_at");--> statement-breakpoint
CREATE INDEX "article_events_article_idx" ON "article_events" USING btree ("article_id","event_at");--> statement-breakpoint
CREATE INDEX "article_events_user_idx" ON "article_events" USING btree ("user_id","event_at");--> statement-breakpoint
CREATE INDEX "kb_article_tags_tag_idx" ON "kb_article_tags" USING btree ("tag_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_article_versions_article_version_key" ON "kb_article_versions" USING btree ("article_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_articles_slug_key" ON "kb_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "kb_articles_service_idx" ON "kb_articles" USING btree ("service_id","title");--> statement-breakpoint
CREATE INDEX "kb_articles_system_updated_idx" ON "kb_articles" USING btree ("system_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kb_articles_updated_idx" ON "kb_articles" USING btree ("updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kb_articles_system_views_idx" ON "kb_articles" USING btree ("system_id","views_count" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kb_articles_views_idx" ON "kb_articles" USING btree ("views_count" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kb_articles_important_idx" ON "kb_articles" USING btree ("updated_at" DESC NULLS FIRST) WHERE "kb_articles"."important";--> statement-breakpoint
CREATE INDEX "kb_articles_search_idx" ON "kb_articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "kb_articles_title_search_idx" ON "kb_articles" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "kb_search_words_trgm_idx" ON "kb_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "kb_services_system_slug_key" ON "kb_services" USING btree ("system_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_systems_slug_key" ON "kb_systems" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_tags_title_key" ON "kb_tags" USING btree (lower("title"));--> statement-breakpoint
-- Keep the search documents inside the row (compressed if need be): the bodies go to TOAST first, so matching and
-- ranking read the vectors without a TOAST lookup per candidate.
ALTER TABLE "kb_articles" ALTER COLUMN "search_vector" SET STORAGE MAIN, ALTER COLUMN "title_vector" SET STORAGE MAIN;--> statement-breakpoint
INSERT INTO "search_index_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;
