/**
 * Seeds the demo catalogue into an empty database (ARCHITECTURE §1 "demo catalogue", issue 2 §4):
 * rows in one transaction, then the generated images. Deterministic: same ids, rows and images on
 * every machine. Prices are converted from rupees to paise here.
 */
import { cp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  banners,
  categories,
  footerContacts,
  products,
  socialLinks,
  testimonials,
} from '../db/schema/index.ts';
import { demoBanners, demoFooterContacts, demoSocialLinks, demoTestimonials } from './demo-content.ts';
import { demoId, slugify } from './demo-ids.ts';
import { type DemoCategory, type DemoPiece, demoCategories, soldDemoTitles } from './demo-products.ts';
import {
  type BannerImageSpec,
  imageSetKey,
  type ProductImageSpec,
  writeBannerImages,
  writeProductImage,
} from './images.ts';
import { colorwayFor, colorways } from './palette.ts';

/** The newest demo piece's creation time; each earlier piece is 7 hours older. */
const NEWEST_PIECE_AT = Date.UTC(2026, 10, 1, 10, 0, 0);
const IMAGE_CONCURRENCY = 2;

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

function describe(category: DemoCategory, piece: DemoPiece, index: number): string {
  const [, price, mrp] = piece;
  const lines = [category.story[index % category.story.length] ?? ''];
  if (mrp) {
    lines.push(`MRP ${wholeRupees.format(mrp)}`);
    lines.push(`Was ~~${wholeRupees.format(mrp)}~~ now ${wholeRupees.format(price)}`);
    lines.push(`${Math.round(((mrp - price) / mrp) * 100)}% OFF`);
  } else {
    lines.push(`Price ${wholeRupees.format(price)}, inclusive of all taxes`);
  }
  lines.push('One piece only: once sold, forever gone');
  return lines.join('$');
}

function details(category: DemoCategory, piece: DemoPiece): string {
  const [, , , fabric, work, size] = piece;
  return [
    `Fabric: ${fabric}`,
    `Work: ${work}`,
    `Size: ${size}`,
    `Care: ${category.care}`,
    `Origin: ${category.origin}`,
  ].join('$');
}

/** Every demo product row and the image specs its `images` paths stand for. */
export function buildDemoProducts() {
  const rows: Array<typeof products.$inferInsert> = [];
  const images: ProductImageSpec[] = [];
  let order = 0;
  demoCategories.forEach((category, categoryIndex) => {
    category.pieces.forEach((piece, index) => {
      const [title, price, mrp] = piece;
      const slug = slugify(title);
      const motif = category.motifs[index % category.motifs.length] ?? 'bagh';
      const colorway = colorwayFor(index, categoryIndex);
      const specs: ProductImageSpec[] = [
        { path: `products/${slug}/1.webp`, view: 'piece', kind: category.kind, motif, colorway },
        { path: `products/${slug}/2.webp`, view: 'detail', kind: category.kind, motif, colorway },
      ];
      // Every fifth piece also shows its second colourway, as a third gallery image.
      if (index % 5 === 0) {
        const alternate = colorwayFor(index + 4, categoryIndex + 1);
        specs.push({
          path: `products/${slug}/3.webp`,
          view: 'piece',
          kind: category.kind,
          motif,
          colorway: alternate,
        });
      }
      images.push(...specs);
      rows.push({
        id: demoId(`product:${slug}`),
        title,
        pricePaise: price * 100,
        mrpPaise: mrp === null ? null : mrp * 100,
        description: describe(category, piece, index),
        productDetails: details(category, piece),
        images: specs.map((spec) => spec.path),
        status: soldDemoTitles.has(title) ? 'sold' : 'available',
        categoryId: demoId(`category:${category.slug}`),
        // Interleave categories so "newest first" mixes them, as a real shop's arrivals would.
        createdAt: new Date(
          NEWEST_PIECE_AT - (index * demoCategories.length + categoryIndex) * 7 * 3_600_000,
        ),
      });
      order += 1;
    });
  });
  return { rows, images, count: order };
}

function buildDemoBanners() {
  const specs: BannerImageSpec[] = [];
  const rows = demoBanners.map((banner, position) => {
    const spec: BannerImageSpec = {
      image: `banners/${banner.slug}.webp`,
      mobileImage: `banners/${banner.slug}-mobile.webp`,
      kinds: banner.kinds,
      motif: banner.motif,
      colorway: colorways[banner.colorwayIndex] ?? colorwayFor(0),
    };
    specs.push(spec);
    return {
      id: demoId(`banner:${banner.slug}`),
      image: spec.image,
      mobileImage: spec.mobileImage,
      title: banner.title,
      link: `/collection/${demoId(`category:${banner.categorySlug}`)}`,
      position,
    };
  });
  return { rows, specs };
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(runners);
}

/**
 * Writes every demo image missing from `imageDir`. Images are rendered once per machine into a
 * cache under the OS temp folder (named by `imageSetKey`) and copied from there, so fresh data
 * folders (tests, e2e, benchmarks) cost a copy, not a render. Without a usable cache it renders
 * straight into `imageDir`.
 */
export async function writeDemoImages(imageDir: string): Promise<void> {
  const { images } = buildDemoProducts();
  const { specs } = buildDemoBanners();
  const render = async (target: string) => {
    await eachLimited(specs, IMAGE_CONCURRENCY, (spec) => writeBannerImages(target, spec));
    await eachLimited(images, IMAGE_CONCURRENCY, (spec) => writeProductImage(target, spec));
  };
  const cacheDir = path.join(os.tmpdir(), `shahi-demo-images-${imageSetKey(images, specs)}`);
  try {
    await render(cacheDir);
    await cp(cacheDir, imageDir, { recursive: true, force: false, errorOnExist: false });
  } catch {
    await render(imageDir);
  }
}

/**
 * Seeds the demo catalogue when the products table is empty; otherwise does nothing.
 * Returns whether it seeded and how many products it inserted. Images are written (those
 * missing only) unless `writeImages` is false. Throws on a database error (nothing is kept).
 */
export async function seedDemoCatalogue(
  db: Database,
  options: { imageDir: string; writeImages?: boolean; log?: (message: string) => void },
): Promise<{ seeded: boolean; products: number }> {
  const existing = await db.execute<{ any: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM products) AS any`);
  if (existing.rows[0]?.any) return { seeded: false, products: 0 };
  const demo = buildDemoProducts();
  const demoBannerRows = buildDemoBanners();
  await db.transaction(async (tx) => {
    await tx.insert(categories).values(
      demoCategories.map((category, position) => ({
        id: demoId(`category:${category.slug}`),
        name: category.name,
        categoryName: category.categoryName,
        position,
      })),
    );
    await tx.insert(products).values(demo.rows);
    await tx.insert(banners).values(demoBannerRows.rows);
    await tx.insert(testimonials).values(
      demoTestimonials.map((testimonial, position) => ({
        id: demoId(`testimonial:${position}`),
        ...testimonial,
        position,
      })),
    );
    await tx.insert(footerContacts).values(
      demoFooterContacts.map((contact, position) => ({
        id: demoId(`contact:${position}`),
        ...contact,
        position,
      })),
    );
    await tx.insert(socialLinks).values(
      demoSocialLinks.map((link, position) => ({
        id: demoId(`social:${link.network}`),
        ...link,
        position,
      })),
    );
  });
  if (options.writeImages !== false) {
    const started = performance.now();
    await writeDemoImages(options.imageDir);
    options.log?.(`demo images ready in ${Math.round(performance.now() - started)} ms`);
  }
  return { seeded: true, products: demo.count };
}

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
