CREATE TABLE "token_login_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"system" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"surname" text,
	"name" text,
	"patronymic" text,
	"user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "token_login_confirmations" ADD CONSTRAINT "token_login_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "token_login_confirmations_hash_key" ON "token_login_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "token_login_confirmations_identity_idx" ON "token_login_confirmations" USING btree ("system","subject");