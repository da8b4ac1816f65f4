CREATE TABLE "notification_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'stub-not-sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notification_outbox_created_idx" ON "notification_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_unconfirmed_cod_idx" ON "orders" USING btree ("reserved_until") WHERE payment_method = 'cod' AND order_status = 'pending' AND cod_confirmed_at IS NULL AND reserved_until IS NOT NULL;