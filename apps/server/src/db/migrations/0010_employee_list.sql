CREATE TABLE "organization_member_counts" (
	"organization_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "organization_member_counts_organization_id_role_status_pk" PRIMARY KEY("organization_id","role","status")
);
--> statement-breakpoint
ALTER TABLE "organization_member_counts" ADD CONSTRAINT "organization_member_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_full_name_sort_idx" ON "users" USING btree (lower("surname"),lower("name"),lower("patronymic"),"id");