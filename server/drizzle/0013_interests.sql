CREATE TABLE "checkout_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"piece_key" text NOT NULL,
	"product_ids" uuid[] NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interest_matches" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digested_at" timestamp with time zone,
	CONSTRAINT "interest_matches_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category_id" uuid,
	"min_paise" integer,
	"max_paise" integer,
	"words" text[] DEFAULT '{}'::text[] NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interests_something_to_match" CHECK ("interests"."category_id" IS NOT NULL OR "interests"."min_paise" IS NOT NULL OR "interests"."max_paise" IS NOT NULL OR cardinality("interests"."words") > 0)
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"checkout_reminders_at" timestamp with time zone,
	"last_digest_on" date,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "list_unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "checkout_visits" ADD CONSTRAINT "checkout_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_matches" ADD CONSTRAINT "interest_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_matches" ADD CONSTRAINT "interest_matches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_visits_user_pieces_idx" ON "checkout_visits" USING btree ("user_id","piece_key");--> statement-breakpoint
CREATE INDEX "checkout_visits_due_idx" ON "checkout_visits" USING btree ("visited_at") WHERE "checkout_visits"."reminded_at" IS NULL;--> statement-breakpoint
CREATE INDEX "interest_matches_undigested_idx" ON "interest_matches" USING btree ("user_id") WHERE "interest_matches"."digested_at" IS NULL;--> statement-breakpoint
CREATE INDEX "interests_user_idx" ON "interests" USING btree ("user_id");