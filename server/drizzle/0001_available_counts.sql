CREATE TABLE "category_product_counts" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"available" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_product_counts" ADD CONSTRAINT "category_product_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps category_product_counts equal to the number of products with status 'available' in each
-- category. Statement-level with transition tables, so a bulk insert costs one upsert per
-- category, not one per row. Counter rows are locked in category_id order first, so concurrent
-- statements touching several categories cannot deadlock on them.
CREATE FUNCTION products_track_available_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM 1 FROM category_product_counts
      WHERE category_id IN (SELECT category_id FROM old_rows WHERE status = 'available')
      ORDER BY category_id FOR UPDATE;
    UPDATE category_product_counts AS counts SET available = counts.available - changes.n
      FROM (SELECT category_id, count(*) AS n FROM old_rows WHERE status = 'available' GROUP BY category_id) AS changes
      WHERE counts.category_id = changes.category_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO category_product_counts (category_id, available)
      SELECT category_id, count(*) FROM new_rows WHERE status = 'available' GROUP BY category_id ORDER BY category_id
      ON CONFLICT (category_id) DO UPDATE SET available = category_product_counts.available + EXCLUDED.available;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_available_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_track_available_counts();
--> statement-breakpoint
CREATE TRIGGER products_available_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_track_available_counts();
--> statement-breakpoint
CREATE TRIGGER products_available_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_track_available_counts();
--> statement-breakpoint
INSERT INTO category_product_counts (category_id, available)
  SELECT category_id, count(*) FROM products WHERE status = 'available' GROUP BY category_id;
