CREATE TYPE "public"."piece_request_status" AS ENUM('new', 'quoted', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "piece_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"budget_paise" integer,
	"status" "piece_request_status" DEFAULT 'new' NOT NULL,
	"quote_paise" integer,
	"quote_message" text DEFAULT '' NOT NULL,
	"quote_days" integer,
	"quoted_at" timestamp with time zone,
	"quoted_by" uuid,
	"decline_note" text DEFAULT '' NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "piece_requests_budget_positive" CHECK ("piece_requests"."budget_paise" IS NULL OR "piece_requests"."budget_paise" > 0),
	CONSTRAINT "piece_requests_quote_positive" CHECK ("piece_requests"."quote_paise" IS NULL OR "piece_requests"."quote_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "piece_requests" ADD CONSTRAINT "piece_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piece_requests" ADD CONSTRAINT "piece_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piece_requests" ADD CONSTRAINT "piece_requests_quoted_by_users_id_fk" FOREIGN KEY ("quoted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piece_requests" ADD CONSTRAINT "piece_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "piece_requests_status_created_idx" ON "piece_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "piece_requests_created_idx" ON "piece_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "piece_requests_email_idx" ON "piece_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "piece_requests_user_idx" ON "piece_requests" USING btree ("user_id");