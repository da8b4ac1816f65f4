CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_refund_id" text;--> statement-breakpoint
CREATE INDEX "orders_pending_online_idx" ON "orders" USING btree ("reserved_until") WHERE payment_method = 'online' AND payment_status = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gateway_order_id_unique" UNIQUE("gateway_order_id");