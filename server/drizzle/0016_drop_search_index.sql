-- Searches are answered by PostgreSQL alone (pg_trgm, ADR 0053): the in-process search index of
-- ADR 0017 is gone, and with it the catalog_changes notifications of migration 0008 that kept it
-- in step. Nothing else listens on that channel.
DROP TRIGGER IF EXISTS products_catalog_changes_insert ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_catalog_changes_update ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_catalog_changes_delete ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_catalog_changes_truncate ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS categories_catalog_changes_insert ON categories;--> statement-breakpoint
DROP TRIGGER IF EXISTS categories_catalog_changes_update ON categories;--> statement-breakpoint
DROP TRIGGER IF EXISTS categories_catalog_changes_delete ON categories;--> statement-breakpoint
DROP FUNCTION IF EXISTS products_notify_catalog_changes();--> statement-breakpoint
DROP FUNCTION IF EXISTS categories_notify_catalog_changes();
