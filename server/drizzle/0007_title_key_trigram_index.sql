DROP INDEX "products_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_title_key_trgm_idx" ON "products" USING gin ("title_key" gin_trgm_ops);