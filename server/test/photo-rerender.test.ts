/**
 * The background job that gives photos stored before ADR 0069 their new files: from the kept
 * original when there is one, else the main `.webp`; resumable and idempotent (a second run does
 * nothing); a photo deleted while it renders keeps nothing; started with the shop.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskImageStore, type ImageStore } from '#server/modules/photos/image-store.ts';
import { photoShapes } from '#server/modules/photos/images.ts';
import { rerenderPhotos, startPhotoRerender } from '#server/modules/photos/rerender.ts';
import { createTestApp } from './helpers/test-app.ts';

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'shahi-rerender-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const silent = { info() {}, error() {} };

/**
 * Stores a photo as the shop did before: `<id>.webp` (960 × 1200) and its narrower WebP,
 * `<id>-480w.webp` (`-800w.webp` for a banner).
 */
async function oldPhoto(store: ImageStore, folder = 'uploads/products') {
  const base = `${folder}/${randomUUID()}`;
  const main = await sharp({ create: { width: 960, height: 1200, channels: 3, background: '#7a1f2b' } })
    .webp()
    .toBuffer();
  const narrow = folder === 'uploads/banners' ? 800 : 480;
  await store.put(
    `${base}-${narrow}w.webp`,
    await sharp(main).resize(narrow).webp().toBuffer(),
    'image/webp',
  );
  await store.put(`${base}.webp`, main, 'image/webp');
  return base;
}

async function keys(store: ImageStore, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const object of store.list(prefix)) found.push(object.key);
  return found.sort();
}

describe('giving stored photos their missing files', () => {
  it('renders what each photo lacks, from its original when kept, and does nothing on a second run', async () => {
    const store = createDiskImageStore(path.join(scratch, 'one'));
    const product = await oldPhoto(store);
    const category = await oldPhoto(store, 'uploads/categories');
    // A photo whose original (2000 × 2500, blue) is kept but whose main file is red: the original wins.
    const withOriginal = await oldPhoto(store);
    await store.put(
      `${withOriginal}-original.jpg`,
      await sharp({ create: { width: 2000, height: 2500, channels: 3, background: '#1040d0' } })
        .jpeg()
        .toBuffer(),
      'image/jpeg',
    );
    const banner = await oldPhoto(store, 'uploads/banners');
    await store.put('uploads/products/notes.txt', Buffer.from('not a photo'), 'text/plain');

    const first = await rerenderPhotos(store, { log: silent });
    // Each product or category photo lacked 5 files: three AVIF, the 1600 px WebP, the preview.
    expect(first).toEqual({ photos: 4, rendered: 3, files: 15, failed: 0 });
    for (const base of [product, category, withOriginal]) {
      const files = await keys(store, base);
      const suffixes = photoShapes.product.suffixes.map((suffix) => `${base}${suffix}`);
      for (const file of suffixes) expect(files, file).toContain(file);
    }
    // From the main file: 960 px at most, never enlarged.
    expect(
      await sharp((await store.get(`${product}-1600w.avif`)) ?? Buffer.alloc(0)).metadata(),
    ).toMatchObject({
      format: 'heif',
      width: 960,
    });
    // From the original: the full 1600 px, in the original's blue.
    const fromOriginal = await store.get(`${withOriginal}-1600w.webp`);
    const { data, info } = await sharp(fromOriginal ?? Buffer.alloc(0))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(1600);
    expect(data[2]).toBeGreaterThan(150);
    expect(data[0]).toBeLessThan(60);
    // A banner keeps its WebP sizes: nothing was missing.
    expect(await keys(store, banner)).toEqual([`${banner}-800w.webp`, `${banner}.webp`]);

    const listing = await keys(store, 'uploads/');
    const second = await rerenderPhotos(store, { log: silent });
    expect(second).toEqual({ photos: 4, rendered: 0, files: 0, failed: 0 });
    expect(await keys(store, 'uploads/')).toEqual(listing);
  });

  it('resumes a stopped run with the photos it had not reached', async () => {
    const store = createDiskImageStore(path.join(scratch, 'two'));
    const bases = [await oldPhoto(store), await oldPhoto(store), await oldPhoto(store)];
    let stop = false;
    const stopped = await rerenderPhotos(store, {
      log: silent,
      stopping: () => {
        // Stop once one photo is done.
        const wasStopping = stop;
        stop = true;
        return wasStopping;
      },
    });
    expect(stopped.rendered).toBe(1);
    const resumed = await rerenderPhotos(store, { log: silent });
    expect(resumed.rendered).toBe(2);
    for (const base of bases) expect(existsSync(path.join(scratch, 'two', `${base}-og.jpg`))).toBe(true);
  });

  it('takes back what it wrote for a photo deleted while it rendered, and goes on after a damaged one', async () => {
    const disk = createDiskImageStore(path.join(scratch, 'three'));
    const deleted = await oldPhoto(disk);
    const damaged = `uploads/products/${randomUUID()}`;
    await disk.put(`${damaged}.webp`, Buffer.from('RIFF0000WEBPnot really'), 'image/webp');
    // The owner deletes the photo (main file first) as its first new file is written.
    const racing: ImageStore = {
      ...disk,
      list: (prefix) => disk.list(prefix),
      async put(key, data, type) {
        await disk.put(key, data, type);
        if (key.startsWith(deleted)) await disk.delete(`${deleted}.webp`);
      },
    };
    const errors: object[] = [];
    const summary = await rerenderPhotos(racing, {
      log: { info() {}, error: (object) => errors.push(object) },
    });
    expect(summary).toMatchObject({ photos: 2, rendered: 0, failed: 1 });
    expect(errors).toEqual([expect.objectContaining({ photo: `${damaged}.webp` })]);
    expect(await keys(disk, deleted)).toEqual([`${deleted}-480w.webp`]);
  });

  it('runs in the background and stops between two photos', async () => {
    const store = createDiskImageStore(path.join(scratch, 'four'));
    for (let index = 0; index < 3; index += 1) await oldPhoto(store);
    const job = startPhotoRerender({ images: store, log: silent });
    await job.stop();
    const summary = await job.finished;
    expect(summary?.rendered).toBeLessThan(3);
  });
});

describe('with the shop', () => {
  it('starts when the shop starts and gives an old upload its files', async () => {
    const imageDir = path.join(scratch, 'shop-images');
    const base = await oldPhoto(createDiskImageStore(imageDir));
    const t = await createTestApp({ IMAGE_DIR: imageDir });
    try {
      const deadline = Date.now() + 60_000;
      while (!existsSync(path.join(imageDir, `${base}-og.jpg`))) {
        if (Date.now() > deadline) throw new Error('the old upload was not given its files');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const served = await t.app.inject({ url: `/images/${base}-960w.avif` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/avif');
    } finally {
      await t.close();
    }
  });
});
