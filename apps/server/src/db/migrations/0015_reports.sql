CREATE TABLE "report_patterns" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"properties" jsonb NOT NULL,
	"chosen_as_default" boolean DEFAULT false NOT NULL,
	"sort_by_event_time_desc" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"default_fixed_report" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_rollup_system" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"scope" uuid NOT NULL,
	"dims" text NOT NULL,
	"system_service" text NOT NULL,
	"article_title" text NOT NULL,
	"is_tech" boolean NOT NULL,
	"views" bigint NOT NULL,
	"applications" bigint NOT NULL,
	CONSTRAINT "report_rollup_system_grain_scope_period_dims_pk" PRIMARY KEY("grain","scope","period","dims")
);
--> statement-breakpoint
CREATE TABLE "report_rollup_system_tag" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"scope" uuid NOT NULL,
	"dims" text NOT NULL,
	"system_service" text NOT NULL,
	"article_title" text NOT NULL,
	"tags" text[] NOT NULL,
	"tag" text NOT NULL,
	"clicks" bigint NOT NULL,
	CONSTRAINT "report_rollup_system_tag_grain_scope_period_dims_pk" PRIMARY KEY("grain","scope","period","dims")
);
--> statement-breakpoint
CREATE TABLE "report_rollup_tag" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"scope" uuid NOT NULL,
	"dims" text NOT NULL,
	"tag" text NOT NULL,
	"clicks" bigint NOT NULL,
	CONSTRAINT "report_rollup_tag_grain_scope_period_dims_pk" PRIMARY KEY("grain","scope","period","dims")
);
--> statement-breakpoint
CREATE TABLE "report_rollup_user" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"scope" uuid NOT NULL,
	"dims" text NOT NULL,
	"user_name" text NOT NULL,
	"user_system" text NOT NULL,
	"system_service" text NOT NULL,
	"article_title" text NOT NULL,
	"views" bigint NOT NULL,
	"applications" bigint NOT NULL,
	CONSTRAINT "report_rollup_user_grain_scope_period_dims_pk" PRIMARY KEY("grain","scope","period","dims")
);
--> statement-breakpoint
CREATE TABLE "search_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"organization_id" uuid,
	"query" text NOT NULL,
	"results_count" integer NOT NULL,
	"result_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_patterns" ADD CONSTRAINT "report_patterns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_preferences" ADD CONSTRAINT "report_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_patterns_user_idx" ON "report_patterns" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "search_events_searched_at_idx" ON "search_events" USING btree ("searched_at");--> statement-breakpoint
CREATE INDEX "search_events_org_idx" ON "search_events" USING btree ("organization_id","searched_at");--> statement-breakpoint
CREATE INDEX "article_events_org_idx" ON "article_events" USING btree ("organization_id","event_at");