CREATE TABLE "organization_member_counts" (
	"organization_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "organization_member_counts_organization_id_role_status_pk" PRIMARY KEY("organization_id","role","status")
);
--> statement-breakpoint
CREATE TABLE "organization_member_files" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_member_files_organization_id_user_id_file_id_pk" PRIMARY KEY("organization_id","user_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "organization_members" ADD COLUMN "excluded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_member_counts" ADD CONSTRAINT "organization_member_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_member_files" ADD CONSTRAINT "organization_member_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_member_files" ADD CONSTRAINT "organization_member_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_full_name_sort_idx" ON "users" USING btree (lower("surname"),lower("name"),lower("patronymic"),"id");--> statement-breakpoint
CREATE INDEX "organization_members_org_status_idx" ON "organization_members" USING btree ("organization_id","status","role");