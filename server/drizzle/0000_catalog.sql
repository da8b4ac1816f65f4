CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."product_status" AS ENUM('available', 'reserved', 'sold');--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category_name" text NOT NULL,
	"image" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_key" text COLLATE "C" GENERATED ALWAYS AS (lower(title)) STORED NOT NULL,
	"price_paise" integer NOT NULL,
	"mrp_paise" integer,
	"description" text DEFAULT '' NOT NULL,
	"product_details" text DEFAULT '' NOT NULL,
	"images" text[] NOT NULL,
	"status" "product_status" DEFAULT 'available' NOT NULL,
	"reserved_until" timestamp with time zone,
	"category_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price_paise" > 0),
	CONSTRAINT "products_mrp_positive" CHECK ("products"."mrp_paise" IS NULL OR "products"."mrp_paise" > 0),
	CONSTRAINT "products_has_image" CHECK (cardinality("products"."images") >= 1)
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image" text NOT NULL,
	"mobile_image" text NOT NULL,
	"title" text,
	"link" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network" text NOT NULL,
	"url" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review" text NOT NULL,
	"reviewer" text NOT NULL,
	"designation" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_available_category_title_idx" ON "products" USING btree ("category_id","title_key","id") WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_available_category_price_idx" ON "products" USING btree ("category_id","price_paise","id") WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_available_category_created_idx" ON "products" USING btree ("category_id","created_at","id") WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_available_title_idx" ON "products" USING btree ("title_key","id") WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_available_price_idx" ON "products" USING btree ("price_paise","id") WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_available_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");