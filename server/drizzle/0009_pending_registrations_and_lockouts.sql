CREATE TABLE "address_lockouts" (
	"address_digest" text NOT NULL,
	"kind" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "address_lockouts_address_digest_kind_pk" PRIMARY KEY("address_digest","kind")
);
--> statement-breakpoint
CREATE TABLE "registration_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_attempts" ADD CONSTRAINT "registration_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_lockouts_window_idx" ON "address_lockouts" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "registration_attempts_user_idx" ON "registration_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
-- Each registration still waiting for its code becomes its first registration attempt, keeping
-- its live code (or an expired stand-in: a resend makes a new one).
INSERT INTO "registration_attempts" ("user_id", "password_hash", "first_name", "last_name", "phone_number", "code_hash", "code_expires_at", "created_at")
SELECT u."id", u."password_hash", u."first_name", u."last_name", u."phone_number",
       coalesce(c."code_hash", ''), coalesce(c."expires_at", now()), u."updated_at"
FROM "users" u LEFT JOIN "email_verification_codes" c ON c."user_id" = u."id"
WHERE u."email_verified_at" IS NULL;--> statement-breakpoint
DROP TABLE "email_verification_codes" CASCADE;
