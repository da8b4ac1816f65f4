import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { imageVariant, ogImageFile, productImageFile } from '@shahi/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { resolveEnv } from '#server/config/env.ts';
import { createDemoImageRenderer, type DemoImageRenderer } from '#server/seed/demo-image-render.ts';
import { buildDemoBanners, buildDemoProducts } from '#server/seed/demo-rows.ts';
import { demoCatalogueSeeded } from '#server/seed/seed-demo-catalogue.ts';
import { createTestDatabase } from './helpers/test-app.ts';

const [banner] = buildDemoBanners().specs;
const newest = [...buildDemoProducts().rows].sort(
  (a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0),
)[0];
const bannerPath = banner?.image ?? 'missing';
const pieceImage = newest?.images[0] ?? 'missing';

let scratch: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let renderer: DemoImageRenderer;
let app: FastifyInstance;
let imageDir: string;

/** Waits until `check()` holds (polling every 50 ms, up to 60 s). */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'shahi-render-'));
  imageDir = path.join(scratch, 'images');
  database = await createTestDatabase();
  renderer = createDemoImageRenderer({ imageDir, cacheRoot: path.join(scratch, 'cache') });
  const env = resolveEnv({ NODE_ENV: 'test', DATA_DIR: scratch });
  app = await buildApp({ env, db: database.db, pool: database.pool, demoImages: renderer });
  await app.ready();
});

afterAll(async () => {
  await renderer?.stop();
  await app?.close();
  await database?.drop();
  await rm(scratch, { recursive: true, force: true });
});

describe('demo pictures rendered after the shop listens', () => {
  it('knows the seeded template holds the demo catalogue', async () => {
    expect(await demoCatalogueSeeded(database.db)).toBe(true);
  });

  it('serves a no-store placeholder of the right size before a picture exists', async () => {
    expect((await app.inject({ url: '/api/health/images' })).json().data).toEqual({
      state: 'rendering',
      rendered: 0,
      total: expect.any(Number),
    });
    for (const [file, width, height] of [
      [bannerPath, 1600, 600],
      [banner?.mobileImage ?? '', 800, 1000],
      [pieceImage, 960, 1200],
      [imageVariant(pieceImage, 480), 480, 600],
      [productImageFile(pieceImage, 1600, 'webp'), 1600, 2000],
      [ogImageFile(pieceImage) ?? '', 1200, 630],
    ] as const) {
      const response = await app.inject({ url: `/images/${file}` });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'svg', width, height });
    }
    const head = await app.inject({ method: 'HEAD', url: `/images/${pieceImage}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-store');
    expect(head.body).toBe('');
    // Anything that is not a demo picture still answers 404.
    expect((await app.inject({ url: '/images/banners/no-such.webp' })).statusCode).toBe(404);
  });

  it('renders the banners first, then serves the real WebP with its long cache', async () => {
    const started = renderer.start();
    await until(() => renderer.status().rendered >= 2);
    await renderer.stop();
    await started;
    const response = await app.inject({ url: `/images/${bannerPath}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toMatch(/max-age=604800/);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 1600, height: 600 });
    // The piece is later in the queue: still its placeholder.
    expect((await app.inject({ url: `/images/${pieceImage}` })).headers['content-type']).toMatch(/svg/);
    expect((await app.inject({ url: '/api/health/images' })).json().data.state).toBe('rendering');
  });

  it('draws a piece into its WebP sizes and the link preview, without AVIF (the drawn art is WebP only)', async () => {
    const pieceDir = path.join(scratch, 'piece-images');
    const pieces = createDemoImageRenderer({
      imageDir: pieceDir,
      cacheRoot: path.join(scratch, 'cache-pieces'),
    });
    const banners = buildDemoBanners().specs.length;
    const run = pieces.start();
    await until(() => pieces.status().rendered >= banners + 1);
    await pieces.stop();
    await run;
    const expected: Array<[string, string, number, number]> = [
      [productImageFile(pieceImage, 480, 'webp'), 'webp', 480, 600],
      // Drawn at 960 px: the nominal 1600 px file is the main file's bytes, never enlarged.
      [productImageFile(pieceImage, 1600, 'webp'), 'webp', 960, 1200],
      [pieceImage, 'webp', 960, 1200],
      [ogImageFile(pieceImage) ?? '', 'jpeg', 1200, 630],
    ];
    for (const [file, format, width, height] of expected) {
      const meta = await sharp(path.join(pieceDir, file)).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha], file).toEqual([
        format,
        width,
        height,
        false,
      ]);
    }
    for (const width of [480, 960, 1600] as const) {
      await expect(stat(path.join(pieceDir, productImageFile(pieceImage, width, 'avif')))).rejects.toThrow();
    }
  });

  it('resumes after a stop half-way: keeps what was written, redoes a half-written picture', async () => {
    const [first, second] = buildDemoBanners().specs;
    if (!first || !second) throw new Error('two demo banners expected');
    // A crash between two files of one picture: the second banner lost its mobile image.
    await unlink(path.join(imageDir, second.mobileImage));
    await writeFile(path.join(imageDir, `${second.mobileImage}.99999.tmp`), 'half');
    // A fresh cache, so the picture is rendered again rather than copied.
    const resumed = createDemoImageRenderer({ imageDir, cacheRoot: path.join(scratch, 'cache-2') });
    const before = renderer.status().rendered;
    const run = resumed.start();
    // Every picture of the stopped run is kept, but the broken one (the first missing in order).
    expect(resumed.status().rendered).toBe(before - 1);
    expect(before - 1).toBeGreaterThanOrEqual(1);
    expect(resumed.placeholder(second.mobileImage)).toMatch(/^<svg/);
    expect(resumed.placeholder(first.image)).toBeUndefined();
    await until(() => resumed.status().rendered >= before);
    await resumed.stop();
    await run;
    expect(await sharp(path.join(imageDir, second.mobileImage)).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 1000,
    });
  });

  it('renders straight into IMAGE_DIR when the cache folder cannot be made', async () => {
    const blocked = path.join(scratch, 'not-a-folder');
    await writeFile(blocked, 'a file where the cache folder would go');
    const otherDir = path.join(scratch, 'other-images');
    const direct = createDemoImageRenderer({ imageDir: otherDir, cacheRoot: blocked });
    const run = direct.start();
    await until(() => direct.status().rendered >= 1);
    await direct.stop();
    await run;
    expect(existsSync(path.join(otherDir, bannerPath))).toBe(true);
    expect(existsSync(path.join(otherDir, imageVariant(bannerPath, 800)))).toBe(true);
  });

  it('lets two instances render into one IMAGE_DIR at once without a broken file', async () => {
    const sharedDir = path.join(scratch, 'shared-images');
    const cacheRoot = path.join(scratch, 'cache-shared');
    const [one, two] = [1, 2].map(() => createDemoImageRenderer({ imageDir: sharedDir, cacheRoot }));
    if (!one || !two) throw new Error('two renderers expected');
    const runs = [one.start(), two.start()];
    await until(() => one.status().rendered >= 3 && two.status().rendered >= 3);
    await Promise.all([one.stop(), two.stop()]);
    await Promise.all(runs);
    for (const spec of buildDemoBanners().specs.slice(0, 3)) {
      expect(await sharp(path.join(sharedDir, spec.image)).metadata()).toMatchObject({ width: 1600 });
      expect(await sharp(path.join(sharedDir, spec.mobileImage)).metadata()).toMatchObject({ width: 800 });
    }
  });
});
