import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { imageVariant } from '@shahi/contract';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBenchCatalogue } from '#server/seed/seed-bench-catalogue.ts';
import { seedDemoCatalogue } from '#server/seed/seed-demo-catalogue.ts';
import {
  banners,
  categories,
  discountCodes,
  footerContacts,
  products,
  testimonials,
} from '#server/tables/index.ts';
import { createTestDatabase } from './helpers/test-app.ts';

let first: Awaited<ReturnType<typeof createTestDatabase>>;
let second: Awaited<ReturnType<typeof createTestDatabase>>;
let imageDir: string;
let result: Awaited<ReturnType<typeof seedDemoCatalogue>>;

beforeAll(async () => {
  [first, second] = await Promise.all([
    createTestDatabase({ empty: true }),
    createTestDatabase({ empty: true }),
  ]);
  imageDir = await mkdtemp(path.join(os.tmpdir(), 'shahi-seed-images-'));
  result = await seedDemoCatalogue(first.db, { imageDir });
  await seedDemoCatalogue(second.db, { imageDir, writeImages: false });
}, 120_000);

afterAll(async () => {
  await Promise.all([first.drop(), second.drop()]);
  await rm(imageDir, { recursive: true, force: true });
});

describe('demo catalogue', () => {
  it('seeds at least 6 categories and 60 one-of-a-kind products with unique titles', async () => {
    const rows = await first.db.select().from(products);
    expect(result).toEqual({ seeded: true, products: rows.length });
    expect(await first.db.$count(categories)).toBeGreaterThanOrEqual(6);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.pricePaise).toBeGreaterThan(0);
      if (row.mrpPaise !== null) expect(row.mrpPaise).toBeGreaterThan(row.pricePaise);
      expect(row.images.length).toBeGreaterThanOrEqual(2);
      expect(row.productDetails.split('$').length).toBeGreaterThanOrEqual(3);
    }
    const lines = rows.flatMap((row) => row.description.split('$'));
    expect(lines.some((line) => /^MRP ₹/.test(line))).toBe(true);
    expect(lines.some((line) => /~~₹[\d,]+~~/.test(line))).toBe(true);
    expect(lines.some((line) => /^\d+% OFF$/.test(line))).toBe(true);
  });

  it('writes every product image as WebP at 960×1200 with its 480 px variant', async () => {
    const rows = await first.db.select({ images: products.images }).from(products);
    const paths = rows.flatMap((row) => row.images);
    for (const image of paths) {
      expect(existsSync(path.join(imageDir, image)), image).toBe(true);
      expect(existsSync(path.join(imageDir, imageVariant(image, 480))), image).toBe(true);
    }
    const sample = await sharp(path.join(imageDir, paths[0] ?? '')).metadata();
    expect(sample).toMatchObject({ format: 'webp', width: 960, height: 1200 });
    const small = await sharp(path.join(imageDir, imageVariant(paths[0] ?? '', 480))).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 480, height: 600 });
  });

  it('gives banners desktop and mobile images, and seeds testimonials and footer contacts', async () => {
    const rows = await first.db.select().from(banners);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const banner of rows) {
      expect(await sharp(path.join(imageDir, banner.image)).metadata()).toMatchObject({
        width: 1600,
        height: 600,
      });
      expect(await sharp(path.join(imageDir, banner.mobileImage)).metadata()).toMatchObject({
        width: 800,
        height: 1000,
      });
    }
    expect(await first.db.$count(testimonials)).toBeGreaterThanOrEqual(5);
    expect(await first.db.$count(footerContacts)).toBeGreaterThanOrEqual(3);
  });

  it("seeds the footer's WELCOME10 code: 10 % off, first order only, active", async () => {
    const rows = await first.db.select().from(discountCodes);
    expect(
      rows.map(({ code, kind, value, firstOrderOnly, active, maxUses }) => ({
        code,
        kind,
        value,
        firstOrderOnly,
        active,
        maxUses,
      })),
    ).toEqual([
      { code: 'WELCOME10', kind: 'percent', value: 10, firstOrderOnly: true, active: true, maxUses: null },
    ]);
  });

  it('does nothing on a catalogue that already has products', async () => {
    const before = await first.db.$count(products);
    expect(await seedDemoCatalogue(first.db, { imageDir, writeImages: false })).toEqual({
      seeded: false,
      products: 0,
    });
    expect(await first.db.$count(products)).toBe(before);
  });

  it('brings the demo images into a new IMAGE_DIR of an already seeded catalogue', async () => {
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'shahi-seed-other-'));
    try {
      expect(await seedDemoCatalogue(first.db, { imageDir: otherDir })).toEqual({
        seeded: false,
        products: 0,
      });
      const [row] = await first.db
        .select({ images: products.images })
        .from(products)
        .orderBy(asc(products.title));
      expect(existsSync(path.join(otherDir, row?.images[0] ?? 'missing'))).toBe(true);
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('is deterministic: two databases get the same ids and rows', async () => {
    const read = (db: typeof first.db) =>
      db
        .select({
          id: products.id,
          title: products.title,
          price: products.pricePaise,
          images: products.images,
          createdAt: products.createdAt,
        })
        .from(products)
        .orderBy(asc(products.id));
    expect(await read(second.db)).toEqual(await read(first.db));
  });
});

describe('benchmark catalogue', () => {
  it('adds the asked number of available pieces with valid ids over the demo categories', async () => {
    const before = await first.db.$count(products);
    await seedBenchCatalogue(first.db, { count: 500 });
    const rows = await first.db.select().from(products);
    expect(rows.length).toBe(before + 500);
    const added = rows.filter((row) => row.title.includes(' No. '));
    expect(added).toHaveLength(500);
    for (const row of added) {
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.status).toBe('available');
      expect(row.images.length).toBeGreaterThanOrEqual(2);
      if (row.mrpPaise !== null) expect(row.mrpPaise).toBeGreaterThan(row.pricePaise);
    }
    expect(new Set(added.map((row) => row.categoryId)).size).toBeGreaterThanOrEqual(6);
  });
});
