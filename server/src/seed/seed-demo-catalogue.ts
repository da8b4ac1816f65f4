/** Seeds the demo catalogue (unless `SEED_DEMO=false`): the same ids, rows and images on every machine. */
import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FOOTER_PROMOTION, FOOTER_PROMOTION_CODE } from '@shahi/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type CopyCounts, copyFolderToStore, type ImageStore } from '#server/modules/photos/public.ts';
import {
  banners,
  categories,
  discountCodes,
  footerContacts,
  products,
  socialLinks,
  testimonials,
} from '#server/tables/index.ts';
import { demoFooterContacts, demoSocialLinks, demoTestimonials } from './demo-content.ts';
import { demoCategoryDeclarations } from './demo-declarations.ts';
import { demoId } from './demo-ids.ts';
import { demoCategories } from './demo-products.ts';
import { buildDemoBanners, buildDemoProducts } from './demo-rows.ts';
import { imageSetKey, writeBannerImages, writeProductImage } from './images.ts';
import { seedDemoSeller } from './seller.ts';

/** The folders (key prefixes) the demo pictures are rendered into under IMAGE_DIR. */
export const DEMO_IMAGE_PREFIXES = ['banners/', 'products/'] as const;

/** Images rendered at once: one per core of the 2-core machines we run on. */
const IMAGE_CONCURRENCY = 2;

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
 * Writes every demo image missing from `imageDir`, copied from a per-machine cache under the OS
 * temp folder so fresh data folders cost a copy, not a render (straight into `imageDir` without one).
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
 * Copies the demo pictures rendered into `imageDir` (keys under `banners/` and `products/`) into
 * `store` when it is a bucket, skipping those already there with the same size (ADR 0068); nothing
 * for the disk store, whose folder they are already in. Returns the counts; rejects with the
 * store's error.
 */
export async function copyDemoImagesToStore(imageDir: string, store: ImageStore): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0 };
  if (store.kind === 'disk') return counts;
  for (const prefix of DEMO_IMAGE_PREFIXES) {
    const done = await copyFolderToStore(imageDir, store, { prefix });
    counts.copied += done.copied;
    counts.skipped += done.skipped;
  }
  return counts;
}

/** Whether the demo catalogue is in the database (its first piece is): its pictures then belong in IMAGE_DIR. */
export async function demoCatalogueSeeded(db: Database): Promise<boolean> {
  const first = buildDemoProducts().rows[0]?.id ?? null;
  const found = await db.execute<{ demo: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM products WHERE id = ${first}::uuid) AS demo`,
  );
  return found.rows[0]?.demo === true;
}

/**
 * Seeds the demo catalogue (with the footer's WELCOME10 discount code) when `products` is empty and, unless `writeImages` is false, writes any
 * missing demo image. Returns whether it seeded and how many products; throws on a database error.
 */
export async function seedDemoCatalogue(
  db: Database,
  options: {
    imageDir: string;
    writeImages?: boolean;
    /** The shop's image store: a bucket receives the written demo pictures too (ADR 0068). */
    store?: ImageStore;
    log?: (message: string) => void;
  },
): Promise<{ seeded: boolean; products: number }> {
  const demo = buildDemoProducts();
  const existing = await db.execute<{ any: boolean; demo: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM products) AS any,
           EXISTS (SELECT 1 FROM products WHERE id = ${demo.rows[0]?.id ?? null}::uuid) AS demo`);
  if (!existing.rows[0]?.any || existing.rows[0]?.demo) await seedDemoSeller(db);
  if (existing.rows[0]?.any) {
    // Seeded earlier, perhaps by another instance with its own IMAGE_DIR: bring the images along.
    const probe = demo.rows[0]?.images[0];
    if (
      options.writeImages !== false &&
      existing.rows[0]?.demo &&
      probe &&
      !existsSync(path.join(options.imageDir, probe))
    ) {
      await writeDemoImages(options.imageDir);
      options.log?.('demo images restored into IMAGE_DIR');
    }
    if (options.writeImages !== false && existing.rows[0]?.demo && options.store) {
      await copyDemoImagesToStore(options.imageDir, options.store);
    }
    return { seeded: false, products: 0 };
  }
  const demoBannerRows = buildDemoBanners();
  await db.transaction(async (tx) => {
    await tx.insert(categories).values(
      demoCategories.map((category, position) => ({
        id: demoId(`category:${category.slug}`),
        name: category.name,
        categoryName: category.categoryName,
        hsnCode: demoCategoryDeclarations[category.slug]?.hsnCode ?? '',
        gstRateBp: demoCategoryDeclarations[category.slug]?.gstRateBp ?? null,
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
    // The footer's advertised code (ADRs 0039, 0060): "SAVE 10% OFF", 10 % off a shopper's first order.
    await tx.insert(discountCodes).values({
      id: demoId(`discount:${FOOTER_PROMOTION_CODE}`),
      code: FOOTER_PROMOTION_CODE,
      kind: 'percent',
      value: 10,
      firstOrderOnly: true,
      footerText: FOOTER_PROMOTION,
    });
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
    if (options.store) await copyDemoImagesToStore(options.imageDir, options.store);
    options.log?.(`demo images ready in ${Math.round(performance.now() - started)} ms`);
  }
  return { seeded: true, products: demo.count };
}
