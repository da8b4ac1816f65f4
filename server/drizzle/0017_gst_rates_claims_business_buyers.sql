CREATE TYPE "public"."claim_kind" AS ENUM('damaged', 'not_as_described', 'wrong_piece', 'not_delivered');--> statement-breakpoint
CREATE TYPE "public"."claim_piece_outcome" AS ENUM('back_on_sale', 'damaged', 'kept');--> statement-breakpoint
CREATE TYPE "public"."claim_refund_method" AS ENUM('gateway', 'upi', 'bank');--> statement-breakpoint
CREATE TYPE "public"."claim_status" AS ENUM('open', 'refunded', 'declined');--> statement-breakpoint
CREATE TABLE "claim_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "claim_kind" NOT NULL,
	"message" text NOT NULL,
	"payout_to" jsonb,
	"status" "claim_status" DEFAULT 'open' NOT NULL,
	"refund_paise" integer,
	"refund_method" "claim_refund_method",
	"refund_reference" text,
	"credit_note_id" uuid,
	"piece_outcome" "claim_piece_outcome",
	"decision_note" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_refund_positive" CHECK ("claims"."refund_paise" IS NULL OR "claims"."refund_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "gst_rate_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hsn_prefix" text NOT NULL,
	"handmade_only" boolean DEFAULT false NOT NULL,
	"rate_bp" integer NOT NULL,
	"threshold_paise" integer,
	"rate_above_bp" integer,
	"effective_from" date NOT NULL,
	"source" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_rate_rules_prefix" CHECK ("gst_rate_rules"."hsn_prefix" ~ '^[0-9]{2,8}$'),
	CONSTRAINT "gst_rate_rules_rate" CHECK ("gst_rate_rules"."rate_bp" BETWEEN 0 AND 4000),
	CONSTRAINT "gst_rate_rules_threshold" CHECK (("gst_rate_rules"."threshold_paise" IS NULL) = ("gst_rate_rules"."rate_above_bp" IS NULL) AND ("gst_rate_rules"."threshold_paise" IS NULL OR "gst_rate_rules"."threshold_paise" > 0) AND ("gst_rate_rules"."rate_above_bp" IS NULL OR "gst_rate_rules"."rate_above_bp" BETWEEN 0 AND 4000))
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_gst_rate_range";--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "business_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "handmade" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "damaged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "footer_text" text;--> statement-breakpoint
UPDATE "discount_codes" SET "footer_text" = 'SAVE 10% OFF' WHERE upper("code") = 'WELCOME10';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_business_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_settings" ADD COLUMN "claim_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_settings" ADD COLUMN "registration_threshold_paise" integer DEFAULT 200000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_photos_claim_position_idx" ON "claim_photos" USING btree ("claim_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_order_idx" ON "claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "claims_user_idx" ON "claims" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_open_idx" ON "claims" USING btree ("created_at") WHERE "claims"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "gst_rate_rules_key_idx" ON "gst_rate_rules" USING btree ("hsn_prefix","handmade_only","effective_from");--> statement-breakpoint
UPDATE "categories" SET "gst_rate_bp" = NULL WHERE "gst_rate_bp" NOT IN (300, 500, 1800);--> statement-breakpoint
UPDATE "products" SET "gst_rate_bp" = NULL WHERE "gst_rate_bp" NOT IN (300, 500, 1800);--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_gst_rate_slab" CHECK ("categories"."gst_rate_bp" IS NULL OR "categories"."gst_rate_bp" IN (300, 500, 1800));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_slab" CHECK ("products"."gst_rate_bp" IS NULL OR "products"."gst_rate_bp" IN (300, 500, 1800));--> statement-breakpoint
ALTER TABLE "seller_settings" ADD CONSTRAINT "seller_settings_claim_window" CHECK ("seller_settings"."claim_window_days" BETWEEN 1 AND 90);--> statement-breakpoint
ALTER TABLE "seller_settings" ADD CONSTRAINT "seller_settings_threshold" CHECK ("seller_settings"."registration_threshold_paise" > 0);--> statement-breakpoint
INSERT INTO "gst_rate_rules" ("hsn_prefix", "handmade_only", "rate_bp", "threshold_paise", "rate_above_bp", "effective_from", "source", "description") VALUES
	('61', false, 500, 250000, 1800, '2025-09-22', 'Notification 9/2025-CT(Rate), Sch. I and II (ch. 61)', 'Knitted apparel and clothing accessories'),
	('62', false, 500, 250000, 1800, '2025-09-22', 'Notification 9/2025-CT(Rate), Sch. I and II (ch. 62)', 'Apparel and clothing accessories, not knitted'),
	('63', false, 500, 250000, 1800, '2025-09-22', 'Notification 9/2025-CT(Rate), Sch. I and II (ch. 63)', 'Made-up textile articles and sets'),
	('64', false, 500, 250000, 1800, '2025-09-22', 'Notification 9/2025-CT(Rate), Sch. I and II (ch. 64), per pair', 'Footwear'),
	('940490', false, 500, 250000, 1800, '2025-09-22', 'Notification 9/2025-CT(Rate), Sch. I and II (9404)', 'Quilts and comforters'),
	('5007', false, 500, NULL, NULL, '2025-09-22', 'Notification 9/2025-CT(Rate), Sch. I', 'Woven fabrics of silk'),
	('5208', false, 500, NULL, NULL, '2025-09-22', 'Notification 9/2025-CT(Rate), Sch. I', 'Woven fabrics of cotton'),
	('71', false, 300, NULL, NULL, '2025-09-22', 'Notification 9/2025-CT(Rate), Sch. V', 'Jewellery of precious metal'),
	('6117', true, 500, NULL, NULL, '2025-09-22', 'Notification 21/2018-CT(Rate) as substituted by 13/2025-CT(Rate)', 'Handmade or hand-embroidered shawls (knitted)'),
	('6214', true, 500, NULL, NULL, '2025-09-22', 'Notification 21/2018-CT(Rate) as substituted by 13/2025-CT(Rate)', 'Handmade or hand-embroidered shawls'),
	('57', true, 500, NULL, NULL, '2025-09-22', 'Notification 21/2018-CT(Rate) as substituted by 13/2025-CT(Rate)', 'Handmade carpets and other textile floor coverings'),
	('5805', true, 500, NULL, NULL, '2025-09-22', 'Notification 21/2018-CT(Rate) as substituted by 13/2025-CT(Rate)', 'Hand-woven tapestries'),
	('5810', true, 500, NULL, NULL, '2025-09-22', 'Notification 21/2018-CT(Rate) as substituted by 13/2025-CT(Rate)', 'Hand-embroidered articles'),
	('4202', true, 500, NULL, NULL, '2025-09-22', 'Notification 21/2018-CT(Rate) as substituted by 13/2025-CT(Rate)', 'Handmade handbags, pouches and purses'),
	('4420', true, 500, NULL, NULL, '2025-09-22', 'Notification 21/2018-CT(Rate) as substituted by 13/2025-CT(Rate)', 'Handcrafted wooden art ware'),
	('6913', true, 500, NULL, NULL, '2025-09-22', 'Notification 21/2018-CT(Rate) as substituted by 13/2025-CT(Rate)', 'Handcrafted ceramic art ware'),
	('7419', true, 500, NULL, NULL, '2025-09-22', 'Notification 21/2018-CT(Rate) as substituted by 13/2025-CT(Rate)', 'Handcrafted brass and copper art ware'),
	('7009', true, 500, NULL, NULL, '2025-09-22', 'Notification 21/2018-CT(Rate) as substituted by 13/2025-CT(Rate)', 'Ornamental framed mirrors, handmade');
