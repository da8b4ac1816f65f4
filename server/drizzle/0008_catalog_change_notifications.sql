-- Tells every shop instance's search index (catalog/search-index.ts, ADR 0017) what changed in the
-- catalogue, on the channel catalog_changes, when the change commits: 'status <id> <status>' for
-- each piece whose status alone changed (reserved, sold, back for sale), and 'pieces' for anything
-- else a listing filters or sorts on (a new or deleted piece; a title, price, MRP, date or category
-- edit). Identical payloads of one transaction reach listeners once, so a bulk insert is one
-- 'pieces'. Statement-level with transition tables, like the available counts (migration 0001).
CREATE FUNCTION products_notify_catalog_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    PERFORM pg_notify('catalog_changes', 'pieces');
    RETURN NULL;
  END IF;
  IF EXISTS (
    SELECT 1 FROM new_rows AS n LEFT JOIN old_rows AS o ON o.id = n.id
    WHERE o.id IS NULL
       OR (o.title_key, o.price_paise, o.mrp_paise, o.created_at, o.category_id)
          IS DISTINCT FROM (n.title_key, n.price_paise, n.mrp_paise, n.created_at, n.category_id)
  ) THEN
    PERFORM pg_notify('catalog_changes', 'pieces');
    RETURN NULL;
  END IF;
  FOR changed IN
    SELECT n.id, n.status FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
    WHERE o.status IS DISTINCT FROM n.status
  LOOP
    PERFORM pg_notify('catalog_changes', 'status ' || changed.id || ' ' || changed.status);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changes_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_notify_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER products_catalog_changes_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_notify_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER products_catalog_changes_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_notify_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER products_catalog_changes_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION products_notify_catalog_changes();
--> statement-breakpoint
-- A category shown or hidden (or added, removed) changes which pieces are listed.
CREATE FUNCTION categories_notify_catalog_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Two IFs: one expression naming the transition tables is planned as a whole, and an INSERT's
  -- trigger has no old_rows.
  IF TG_OP <> 'UPDATE' THEN
    PERFORM pg_notify('catalog_changes', 'pieces');
  ELSIF EXISTS (
    SELECT 1 FROM new_rows AS n LEFT JOIN old_rows AS o ON o.id = n.id
    WHERE o.id IS NULL OR o.active IS DISTINCT FROM n.active
  ) THEN
    PERFORM pg_notify('catalog_changes', 'pieces');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changes_insert AFTER INSERT ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION categories_notify_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changes_update AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION categories_notify_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changes_delete AFTER DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION categories_notify_catalog_changes();
