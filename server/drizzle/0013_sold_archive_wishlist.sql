CREATE TABLE "wishlist_items" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"waiting_since" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "wishlist_items_pkey" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_sold_at_idx" ON "products" USING btree ("sold_at","id") WHERE "products"."status" = 'sold';--> statement-breakpoint
CREATE INDEX "products_sold_category_idx" ON "products" USING btree ("category_id","sold_at","id") WHERE "products"."status" = 'sold';--> statement-breakpoint
-- custom SQL (carry over):
-- Backfill (ADR 0037): a piece sold before sold_at existed gets its last order's time, else updated_at.
UPDATE "products" AS p SET "sold_at" = coalesce(
  (SELECT max(o."created_at") FROM "order_lines" AS l JOIN "orders" AS o ON o."id" = l."order_id"
    WHERE l."product_id" = p."id"),
  p."updated_at")
WHERE p."status" = 'sold' AND p."sold_at" IS NULL;
