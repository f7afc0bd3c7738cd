-- The login limits count in rate_limit_counters, like every other limit (ADR 0025): login_failures goes. Known
-- browsers of an account (device cookies) are kept in login_devices.
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE TABLE "login_devices" (
	"device_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_devices_device_id_user_id_pk" PRIMARY KEY("device_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_devices" ADD CONSTRAINT "login_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_devices_signed_in_idx" ON "login_devices" USING btree ("signed_in_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_idx" ON "rate_limit_counters" USING btree ("resets_at");
