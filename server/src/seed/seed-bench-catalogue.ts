import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { demoId } from './demo-ids.ts';
import { demoCategories } from './demo-products.ts';
import { buildDemoProducts } from './demo-rows.ts';

/**
 * Adds `count` synthetic available products spread over the demo categories, reusing the demo
 * images (benchmarks only). Deterministic ids (`bench:<n>`); one INSERT … SELECT per category.
 */
export async function seedBenchCatalogue(db: Database, { count }: { count: number }): Promise<void> {
  const { rows } = buildDemoProducts();
  const perCategory = Math.ceil(count / demoCategories.length);
  let start = 1;
  for (const category of demoCategories) {
    const take = Math.min(perCategory, count - start + 1);
    if (take <= 0) break;
    const categoryId = demoId(`category:${category.slug}`);
    const sample = rows.find((row) => row.categoryId === categoryId);
    const titles = category.pieces.map(([title]) => title);
    // Arrays travel as JSON text: drizzle would spread a JS array into a row of parameters.
    await db.execute(sql`
      WITH input AS (
        SELECT ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(titles)}::jsonb)) AS titles,
               ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(sample?.images ?? [])}::jsonb)) AS images
      )
      INSERT INTO products (id, title, price_paise, mrp_paise, description, product_details, images, category_id, created_at)
      SELECT (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18, 15))::uuid,
             input.titles[1 + g % ${titles.length}] || ' No. ' || g,
             50000 + (g * 7919) % 4500000,
             CASE WHEN g % 4 = 0 THEN NULL ELSE 50000 + (g * 7919) % 4500000 + 10000 + (g % 50) * 1000 END,
             ${sample?.description ?? ''}, ${sample?.productDetails ?? ''}, input.images,
             ${categoryId}::uuid, timestamptz '2026-10-01' - g * interval '1 minute'
      FROM input, generate_series(${start}::int, ${start + take - 1}::int) AS g,
           LATERAL (SELECT md5('bench:' || g) AS h) AS hashed`);
    start += take;
  }
}
