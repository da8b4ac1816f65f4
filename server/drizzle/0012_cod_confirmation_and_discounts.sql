ALTER TABLE "order_lines" ADD COLUMN "list_price_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders placed before confirmation existed count as confirmed; lines before discounts at list price.
UPDATE "orders" SET "cod_confirmed_at" = "created_at" WHERE "payment_method" = 'cod';--> statement-breakpoint
UPDATE "order_lines" SET "list_price_paise" = "price_paise";
