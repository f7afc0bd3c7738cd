CREATE TABLE "service_desk_cursors" (
	"desk" text PRIMARY KEY NOT NULL,
	"position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_desk_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_desk_tickets" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"desk" text NOT NULL,
	"ticket" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_desk_outbox" ADD CONSTRAINT "service_desk_outbox_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_tickets" ADD CONSTRAINT "service_desk_tickets_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_desk_outbox_due_idx" ON "service_desk_outbox" USING btree ("next_attempt_at") WHERE "service_desk_outbox"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "service_desk_outbox_application_idx" ON "service_desk_outbox" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_tickets_ticket_idx" ON "service_desk_tickets" USING btree ("desk","ticket");