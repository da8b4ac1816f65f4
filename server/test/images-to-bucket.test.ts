/**
 * `npm run images:to-bucket` (ADR 0068), run as the command it is against s3rver: every file under
 * IMAGE_DIR reaches the bucket under its key; a second run copies nothing; a file whose size
 * changed is copied again; without IMAGE_STORE=s3 it refuses, naming the settings, and copies none.
 * The start's demo copy takes only the demo's folders (`banners/`, `products/`), and nothing for the disk store.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskImageStore, createS3ImageStore } from '#server/modules/photos/public.ts';
import { copyDemoImagesToStore } from '#server/seed/seed-demo-catalogue.ts';
import { type LocalBucket, startLocalBucket } from './helpers/s3.ts';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('../scripts/images-to-bucket.ts', import.meta.url));

let bucket: LocalBucket;
let imageDir: string;

beforeAll(async () => {
  bucket = await startLocalBucket();
  imageDir = await mkdtemp(path.join(os.tmpdir(), 'shahi-to-bucket-'));
  await mkdir(path.join(imageDir, 'uploads', 'products'), { recursive: true });
  await mkdir(path.join(imageDir, 'products', 'kurta'), { recursive: true });
  await writeFile(path.join(imageDir, 'uploads', 'products', 'a.webp'), Buffer.alloc(1200, 1));
  await writeFile(path.join(imageDir, 'uploads', 'products', 'a-480w.webp'), Buffer.alloc(400, 2));
  await writeFile(path.join(imageDir, 'products', 'kurta', '1.webp'), Buffer.alloc(900, 3));
  // A temporary file of an interrupted write: not a picture, left behind.
  await writeFile(path.join(imageDir, 'uploads', 'products', '.abc.tmp'), 'half');
});
afterAll(async () => {
  await bucket.close();
  await rm(imageDir, { recursive: true, force: true });
});

/** Runs the command with `env` on top of a bare environment; resolves with its output and exit code. */
async function command(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', SCRIPT], {
      env: { PATH: process.env.PATH ?? '', IMAGE_DIR: imageDir, ...env },
      timeout: 30_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('images:to-bucket', () => {
  it('refuses without IMAGE_STORE=s3, naming the settings, and copies nothing', async () => {
    const { code, stderr } = await command({});
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /IMAGE_STORE: must be s3, with S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(await bucket.objects()).toEqual([]);
  });

  it('copies every picture, then nothing on a second run', async () => {
    const first = await command(bucket.env);
    expect(first.stderr).not.toMatch(/images:to-bucket failed/);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /^3 copied, 0 already in the bucket, from .* to bucket shahi-images in [\d.]+ s\n$/,
    );
    expect(await bucket.objects()).toEqual([
      { key: 'products/kurta/1.webp', size: 900 },
      { key: 'uploads/products/a-480w.webp', size: 400 },
      { key: 'uploads/products/a.webp', size: 1200 },
    ]);

    const second = await command(bucket.env);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/^0 copied, 3 already in the bucket/);
    expect(await bucket.objects()).toHaveLength(3);
  });

  it('copies a file again when its size differs from the object’s', async () => {
    await writeFile(path.join(imageDir, 'uploads', 'products', 'a.webp'), Buffer.alloc(1300, 4));
    const { code, stdout } = await command(bucket.env);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^1 copied, 2 already in the bucket/);
    expect(await bucket.objects('uploads/products/a.webp')).toEqual([
      { key: 'uploads/products/a.webp', size: 1300 },
    ]);
  });
});

describe('copyDemoImagesToStore', () => {
  it('copies only the demo folders (not uploads) into a bucket, then skips them; the disk store gets nothing', async () => {
    const demoBucket = await startLocalBucket('shahi-demo');
    const store = createS3ImageStore(demoBucket.settings);
    try {
      expect(await copyDemoImagesToStore(imageDir, store)).toEqual({ copied: 1, skipped: 0 });
      expect(await demoBucket.objects()).toEqual([{ key: 'products/kurta/1.webp', size: 900 }]);
      expect(await copyDemoImagesToStore(imageDir, store)).toEqual({ copied: 0, skipped: 1 });
      expect(await copyDemoImagesToStore(imageDir, createDiskImageStore(imageDir))).toEqual({
        copied: 0,
        skipped: 0,
      });
    } finally {
      store.close();
      await demoBucket.close();
    }
  });
});
