CREATE TYPE "public"."cod_block_kind" AS ENUM('pin_prefix', 'customer');--> statement-breakpoint
CREATE TYPE "public"."shipment_status" AS ENUM('booked', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'undelivered', 'rto_initiated', 'rto_delivered', 'cancelled');--> statement-breakpoint
CREATE TABLE "owner_alert_opt_outs" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_alert_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "cod_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "cod_block_kind" NOT NULL,
	"value" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_estimates" (
	"pin_code" text PRIMARY KEY NOT NULL,
	"serviceable" boolean NOT NULL,
	"cod_available" boolean NOT NULL,
	"days" integer,
	"courier_name" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_estimates_days" CHECK ("delivery_estimates"."days" IS NULL OR "delivery_estimates"."days" BETWEEN 0 AND 60)
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"awb" text NOT NULL,
	"status" "shipment_status" NOT NULL,
	"provider_status_id" integer NOT NULL,
	"provider_status" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_shipment_id" text NOT NULL,
	"awb" text NOT NULL,
	"courier_name" text NOT NULL,
	"label_pdf" "bytea",
	"pickup_token" text,
	"pickup_scheduled_at" timestamp with time zone,
	"status" "shipment_status" DEFAULT 'booked' NOT NULL,
	"expected_delivery_on" text,
	"last_event_at" timestamp with time zone,
	"last_polled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_awb_unique" UNIQUE("awb")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "owner_alert_opt_outs" ADD CONSTRAINT "owner_alert_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_blocks" ADD CONSTRAINT "cod_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_blocks_kind_value_key" ON "cod_blocks" USING btree ("kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_scan_key" ON "shipment_events" USING btree ("awb","provider_status_id","happened_at");--> statement-breakpoint
CREATE INDEX "shipment_events_order_idx" ON "shipment_events" USING btree ("order_id","happened_at");--> statement-breakpoint
CREATE INDEX "shipments_open_idx" ON "shipments" USING btree ("last_polled_at") WHERE status NOT IN ('delivered', 'rto_delivered', 'cancelled');