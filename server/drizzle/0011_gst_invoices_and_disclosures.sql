CREATE TYPE "public"."grievance_status" AS ENUM('open', 'acknowledged', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."gst_mode" AS ENUM('registered', 'unregistered');--> statement-breakpoint
CREATE TYPE "public"."tax_document_kind" AS ENUM('invoice', 'bill_of_supply', 'credit_note');--> statement-breakpoint
CREATE SEQUENCE "public"."grievance_ticket_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_number" text NOT NULL,
	"user_id" uuid,
	"order_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" "grievance_status" DEFAULT 'open' NOT NULL,
	"resolution" text DEFAULT '' NOT NULL,
	"acknowledge_by" timestamp with time zone NOT NULL,
	"resolve_by" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievances_ticket_number_unique" UNIQUE("ticket_number")
);
--> statement-breakpoint
CREATE TABLE "seller_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"trade_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"pin_code" text NOT NULL,
	"pan" text NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"gst_mode" "gst_mode" DEFAULT 'unregistered' NOT NULL,
	"care_email" text NOT NULL,
	"care_phone" text NOT NULL,
	"grievance_name" text NOT NULL,
	"grievance_designation" text NOT NULL,
	"grievance_email" text NOT NULL,
	"grievance_phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_settings_single_row" CHECK ("seller_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" "tax_document_kind" NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"corrects_document_id" uuid,
	"snapshot" jsonb NOT NULL,
	"total_paise" integer NOT NULL,
	"pdf" "bytea",
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hsn_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "generic_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity" text DEFAULT '1 piece' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dimensions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "attachment_document_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_state_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "e_way_bill_number" text;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievances_created_idx" ON "grievances" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_kind_idx" ON "tax_documents" USING btree ("order_id",("kind" = 'credit_note'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_range" CHECK ("products"."gst_rate_bp" IS NULL OR "products"."gst_rate_bp" BETWEEN 0 AND 2800);--> statement-breakpoint
-- Existing addresses and orders: a state typed as a known name (any case, old spellings too) gets
-- its official name and GST state code; the others keep their text and a null code, and are asked
-- for a state from the list when next edited. Every address is in India.
CREATE TEMPORARY TABLE "state_names" ("key" text PRIMARY KEY, "name" text NOT NULL, "code" text NOT NULL);--> statement-breakpoint
INSERT INTO "state_names" VALUES
  ('andaman and nicobar islands', 'Andaman and Nicobar Islands', '35'),
  ('andhra pradesh', 'Andhra Pradesh', '37'),
  ('arunachal pradesh', 'Arunachal Pradesh', '12'),
  ('assam', 'Assam', '18'),
  ('bihar', 'Bihar', '10'),
  ('chandigarh', 'Chandigarh', '04'),
  ('chhattisgarh', 'Chhattisgarh', '22'),
  ('dadra and nagar haveli and daman and diu', 'Dadra and Nagar Haveli and Daman and Diu', '26'),
  ('delhi', 'Delhi', '07'),
  ('goa', 'Goa', '30'),
  ('gujarat', 'Gujarat', '24'),
  ('haryana', 'Haryana', '06'),
  ('himachal pradesh', 'Himachal Pradesh', '02'),
  ('jammu and kashmir', 'Jammu and Kashmir', '01'),
  ('jharkhand', 'Jharkhand', '20'),
  ('karnataka', 'Karnataka', '29'),
  ('kerala', 'Kerala', '32'),
  ('ladakh', 'Ladakh', '38'),
  ('lakshadweep', 'Lakshadweep', '31'),
  ('madhya pradesh', 'Madhya Pradesh', '23'),
  ('maharashtra', 'Maharashtra', '27'),
  ('manipur', 'Manipur', '14'),
  ('meghalaya', 'Meghalaya', '17'),
  ('mizoram', 'Mizoram', '15'),
  ('nagaland', 'Nagaland', '13'),
  ('odisha', 'Odisha', '21'),
  ('puducherry', 'Puducherry', '34'),
  ('punjab', 'Punjab', '03'),
  ('rajasthan', 'Rajasthan', '08'),
  ('sikkim', 'Sikkim', '11'),
  ('tamil nadu', 'Tamil Nadu', '33'),
  ('telangana', 'Telangana', '36'),
  ('tripura', 'Tripura', '16'),
  ('uttar pradesh', 'Uttar Pradesh', '09'),
  ('uttarakhand', 'Uttarakhand', '05'),
  ('west bengal', 'West Bengal', '19'),
  ('orissa', 'Odisha', '21'),
  ('pondicherry', 'Puducherry', '34'),
  ('uttaranchal', 'Uttarakhand', '05'),
  ('new delhi', 'Delhi', '07'),
  ('nct of delhi', 'Delhi', '07'),
  ('jammu & kashmir', 'Jammu and Kashmir', '01'),
  ('andaman & nicobar islands', 'Andaman and Nicobar Islands', '35'),
  ('daman and diu', 'Dadra and Nagar Haveli and Daman and Diu', '26'),
  ('dadra and nagar haveli', 'Dadra and Nagar Haveli and Daman and Diu', '26');--> statement-breakpoint
UPDATE "addresses" a SET "state" = s."name", "state_code" = s."code"
  FROM "state_names" s WHERE s."key" = lower(regexp_replace(btrim(a."state"), '\s+', ' ', 'g'));--> statement-breakpoint
UPDATE "orders" o SET "ship_state" = s."name", "ship_state_code" = s."code"
  FROM "state_names" s WHERE s."key" = lower(regexp_replace(btrim(o."ship_state"), '\s+', ' ', 'g'));--> statement-breakpoint
UPDATE "addresses" SET "country" = 'India' WHERE "country" <> 'India';--> statement-breakpoint
DROP TABLE "state_names";
