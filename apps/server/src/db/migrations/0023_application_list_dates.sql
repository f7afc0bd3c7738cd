DROP INDEX "applications_user_idx";--> statement-breakpoint
DROP INDEX "applications_user_created_idx";--> statement-breakpoint
DROP INDEX "applications_organization_idx";--> statement-breakpoint
DROP INDEX "applications_organization_created_idx";--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id","updated_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"status","archived_at","created_at");--> statement-breakpoint
CREATE INDEX "applications_user_created_idx" ON "applications" USING btree ("user_id","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"status","archived_at","updated_at");--> statement-breakpoint
CREATE INDEX "applications_organization_idx" ON "applications" USING btree ("organization_id","updated_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"status","archived_at","created_at") WHERE "applications"."organization_id" is not null;--> statement-breakpoint
CREATE INDEX "applications_organization_created_idx" ON "applications" USING btree ("organization_id","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"status","archived_at","updated_at") WHERE "applications"."organization_id" is not null;