/**
 * The image store's contract (ADR 0068), run the same against both stores: the disk under a temp
 * IMAGE_DIR, and an S3-compatible bucket served by s3rver on a free port through the shop's real
 * client. put/get/open/exists/delete/list answer alike; missing objects are null/false, never an
 * error; bad keys are refused; a bucket that refuses the keys rejects rather than answering "absent".
 */
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskImageStore, type ImageStore } from '#server/modules/photos/image-store.ts';
import { createS3ImageStore } from '#server/modules/photos/s3-image-store.ts';
import { type LocalBucket, startLocalBucket } from './helpers/s3.ts';

let bucket: LocalBucket;
let diskRoot: string;
const opened: ImageStore[] = [];

beforeAll(async () => {
  bucket = await startLocalBucket();
  diskRoot = await mkdtemp(path.join(os.tmpdir(), 'shahi-image-store-'));
});
afterAll(async () => {
  for (const store of opened) store.close?.();
  await bucket.close();
  await rm(diskRoot, { recursive: true, force: true });
});

/** Each store under test, made fresh per test folder: keys are prefixed so tests do not meet. */
const stores: Array<[string, () => ImageStore]> = [
  ['disk', () => createDiskImageStore(diskRoot)],
  [
    's3',
    () => {
      // Two objects per listing page, so a listing of five walks three pages.
      const store = createS3ImageStore(bucket.settings, { listPageSize: 2 });
      opened.push(store);
      return store;
    },
  ],
];

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function listed(store: ImageStore, prefix: string) {
  const found: Array<{ key: string; size: number }> = [];
  for await (const object of store.list(prefix)) found.push(object);
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

describe.each(stores)('the %s store', (kind, make) => {
  const base = `t-${kind}`;

  it('gives back what was put, whole, with its size and content type', async () => {
    const store = make();
    expect(store.kind).toBe(kind);
    const key = `${base}/uploads/products/a.webp`;
    const bytes = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 one picture');
    await store.put(key, bytes, 'image/webp');
    expect(await store.exists(key)).toBe(true);
    expect(await store.get(key)).toEqual(bytes);
    const object = await store.open(key);
    expect(object).not.toBeNull();
    expect(object?.size).toBe(bytes.length);
    expect(object?.contentType).toBe('image/webp');
    expect(await readAll(object?.body as NodeJS.ReadableStream)).toEqual(bytes);
  });

  it('replaces an object whole on a second put', async () => {
    const store = make();
    const key = `${base}/uploads/banners/b.webp`;
    await store.put(key, Buffer.alloc(300, 1), 'image/webp');
    await store.put(key, Buffer.alloc(20, 2), 'image/webp');
    expect(await store.get(key)).toEqual(Buffer.alloc(20, 2));
    expect(await listed(store, `${base}/uploads/banners/`)).toEqual([{ key, size: 20 }]);
  });

  it('answers null and false for a missing object, and deletes quietly', async () => {
    const store = make();
    const key = `${base}/uploads/products/missing.webp`;
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    expect(await store.open(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();

    await store.put(key, Buffer.from('x'), 'image/webp');
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
  });

  it('lists every object under a prefix with its size, across pages, and nothing else', async () => {
    const store = make();
    const keys = [1, 2, 3, 4, 5].map((n) => `${base}/list/uploads/products/p${n}.webp`);
    for (const [index, key] of keys.entries()) await store.put(key, Buffer.alloc(index + 1), 'image/webp');
    await store.put(`${base}/list/demo/d.webp`, Buffer.alloc(9), 'image/webp');
    expect(await listed(store, `${base}/list/uploads/`)).toEqual(
      keys.map((key, index) => ({ key, size: index + 1 })),
    );
    // A prefix ending inside a name filters by the name's start.
    expect((await listed(store, `${base}/list/uploads/products/p`)).map((o) => o.key)).toEqual(keys);
    expect(await listed(store, `${base}/list/de`)).toEqual([{ key: `${base}/list/demo/d.webp`, size: 9 }]);
    expect(await listed(store, `${base}/nothing-here/`)).toEqual([]);
    const all = (await listed(store, '')).map((object) => object.key);
    expect(all).toEqual(expect.arrayContaining([...keys, `${base}/list/demo/d.webp`]));
  });

  it('refuses keys that climb out, start at the root or hold empty segments', async () => {
    const store = make();
    for (const key of [
      '../x.webp',
      `${base}/../../x.webp`,
      '/abs.webp',
      `${base}//x.webp`,
      `${base}\\x.webp`,
      '',
    ]) {
      await expect(store.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/not an image key/);
    }
  });
});

describe('the disk store', () => {
  it('treats a link out of IMAGE_DIR as absent', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'shahi-outside-'));
    try {
      await writeFile(path.join(outside, 'secret.txt'), 'secret');
      await symlink(path.join(outside, 'secret.txt'), path.join(diskRoot, 'link.webp'));
      const store = createDiskImageStore(diskRoot);
      expect(await store.exists('link.webp')).toBe(false);
      expect(await store.get('link.webp')).toBeNull();
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});

describe('the s3 store', () => {
  it('rejects, rather than answering "absent", when the bucket refuses its key', async () => {
    const store = createS3ImageStore({ ...bucket.settings, accessKeyId: 'NOT-A-KEY' });
    opened.push(store);
    await expect(store.exists('uploads/products/a.webp')).rejects.toThrow();
    await expect(store.put('uploads/products/a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(await bucket.objects('uploads/')).toEqual([]);
  });

  it('rejects when the bucket does not exist', async () => {
    const store = createS3ImageStore({ ...bucket.settings, bucket: 'no-such-bucket' });
    opened.push(store);
    await expect(store.put('uploads/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(store.get('uploads/x.webp')).rejects.toThrow(/bucket/i);
    await expect(
      (async () => {
        for await (const _ of store.list('')) return;
      })(),
    ).rejects.toThrow();
  });
});
