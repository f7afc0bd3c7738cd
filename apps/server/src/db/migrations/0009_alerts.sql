CREATE TABLE "agreement_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "publish_immediately" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_agreement_id_user_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."user_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_acceptances_user_agreement_key" ON "agreement_acceptances" USING btree ("user_id","agreement_id");--> statement-breakpoint
CREATE INDEX "agreement_acceptances_accepted_idx" ON "agreement_acceptances" USING btree ("accepted_at");--> statement-breakpoint
CREATE INDEX "alerts_due_idx" ON "alerts" USING btree ("publication_at") WHERE "alerts"."published_at" is null;--> statement-breakpoint
CREATE INDEX "alerts_expiring_idx" ON "alerts" USING btree ("expiration_at") WHERE "alerts"."withdrawn_at" is null and "alerts"."expiration_at" is not null;