/**
 * Backups with the pictures in a bucket (ADR 0068): the base backup records the bucket's object
 * list (key and size) in `files/bucket-objects.json` and its summary in the manifest, instead of
 * copying IMAGE_DIR; without a bucket IMAGE_DIR is copied as before.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBaseBackup } from '#server/modules/backup/base-backup.ts';
import { backupPaths } from '#server/modules/backup/files.ts';
import { createS3ImageStore, type S3ImageStore } from '#server/modules/photos/public.ts';
import { type LocalBucket, startLocalBucket } from './helpers/s3.ts';
import { createTestDatabase } from './helpers/test-app.ts';

let bucket: LocalBucket;
let store: S3ImageStore;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;
let root: string;

beforeAll(async () => {
  bucket = await startLocalBucket();
  store = createS3ImageStore(bucket.settings);
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  root = await mkdtemp(path.join(os.tmpdir(), 'shahi-bucket-backup-'));
});
afterAll(async () => {
  await client.end();
  await database.drop();
  store.close();
  await bucket.close();
  await rm(root, { recursive: true, force: true });
});

function pathsIn(name: string) {
  return backupPaths({
    DATA_DIR: path.join(root, name, 'data'),
    IMAGE_DIR: path.join(root, name, 'data', 'images'),
    BACKUP_DIR: path.join(root, name, 'backups'),
  });
}

describe('a base backup of a shop whose pictures are in a bucket', () => {
  it('records the bucket’s object list instead of copying IMAGE_DIR', async () => {
    await store.put('uploads/products/a.webp', Buffer.alloc(1200), 'image/webp');
    await store.put('uploads/products/a-480w.webp', Buffer.alloc(300), 'image/webp');
    await store.put('products/kurta/1.webp', Buffer.alloc(700), 'image/webp');
    const paths = pathsIn('s3');
    await mkdir(paths.imageDir, { recursive: true });
    await writeFile(path.join(paths.imageDir, 'left-on-disk.webp'), 'x');

    const manifest = await takeBaseBackup({ paths, client, cluster: false, bucket: store });
    const folder = path.join(paths.baseDir, manifest.name);
    expect(manifest.bucket).toEqual({ name: 'shahi-images', objects: 3, bytes: 2200 });
    const list = JSON.parse(await readFile(path.join(folder, 'files', 'bucket-objects.json'), 'utf8'));
    expect(list).toEqual({
      bucket: 'shahi-images',
      listedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      objects: [
        { key: 'products/kurta/1.webp', size: 700 },
        { key: 'uploads/products/a-480w.webp', size: 300 },
        { key: 'uploads/products/a.webp', size: 1200 },
      ],
    });
    expect(existsSync(path.join(folder, 'files', 'images'))).toBe(false);
    expect(manifest.sizeBytes).toBeGreaterThan(0);
  });

  it('still copies IMAGE_DIR without a bucket, and writes no object list', async () => {
    const paths = pathsIn('disk');
    await mkdir(path.join(paths.imageDir, 'uploads'), { recursive: true });
    await writeFile(path.join(paths.imageDir, 'uploads', 'b.webp'), Buffer.alloc(50));
    const manifest = await takeBaseBackup({ paths, client, cluster: false });
    const folder = path.join(paths.baseDir, manifest.name);
    expect(manifest.bucket).toBeUndefined();
    expect(await readFile(path.join(folder, 'files', 'images', 'uploads', 'b.webp'))).toEqual(
      Buffer.alloc(50),
    );
    expect(existsSync(path.join(folder, 'files', 'bucket-objects.json'))).toBe(false);
  });
});
