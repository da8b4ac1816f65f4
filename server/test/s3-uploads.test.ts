/**
 * The shop with IMAGE_STORE=s3 (ADR 0068), against s3rver on a free port: an upload and its sizes
 * land in the bucket (not IMAGE_DIR); a piece may name it (the existence check asks the bucket) and its page
 * references it; `/images/` streams it from the bucket with a year's immutable cache, its ETag
 * (304 on a match) and HEAD; a missing or malformed key is 404 JSON; deleting the upload removes its
 * objects.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { type LocalBucket, startLocalBucket } from './helpers/s3.ts';
import { createTestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://shahi.example.in';
const INDEX_HTML = `<!doctype html>
<html lang="en-IN"><head><meta charset="UTF-8" /><!--app-config--><title>Shahi Threads</title>
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>
<body><div id="root"></div></body></html>`;
const ENTRY_SERVER = `export async function renderPage({ url }) { return '<div>' + url + '</div>'; }\n`;

let bucket: LocalBucket;
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let uploaded: string;

const BOUNDARY = '----shahi-s3-boundary';

async function uploadPhoto(): Promise<string> {
  const jpeg = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#7a1f2b' } })
    .jpeg()
    .toBuffer();
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads?kind=product',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data[0].path;
}

beforeAll(async () => {
  bucket = await startLocalBucket();
  const webRoot = await mkdtemp(path.join(os.tmpdir(), 'shahi-web-'));
  const webDist = path.join(webRoot, 'dist');
  await mkdir(webDist, { recursive: true });
  await mkdir(path.join(webRoot, 'dist-ssr'));
  await writeFile(path.join(webRoot, 'dist-ssr', 'entry-server.js'), ENTRY_SERVER);
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ ...bucket.env, PUBLIC_URL }, webDist);
  token = (await createAdmin(t.app, t.pool, t.env.DATA_DIR)).token;
  uploaded = await uploadPhoto();
});
afterAll(async () => {
  await t?.close();
  await bucket?.close();
});

describe('uploads with IMAGE_STORE=s3', () => {
  it('writes the photo and its other sizes into the bucket, not IMAGE_DIR', async () => {
    expect(uploaded).toMatch(/^uploads\/products\/[0-9a-f-]{36}\.webp$/);
    const stem = uploaded.replace(/\.webp$/, '');
    const objects = await bucket.objects('uploads/');
    const keys = objects.map((object) => object.key);
    expect(keys).toContain(uploaded);
    expect(keys).toContain(`${stem}-480w.webp`);
    expect(keys.every((key) => key.startsWith(stem))).toBe(true);
    for (const object of objects) expect(object.size).toBeGreaterThan(100);
    expect(existsSync(path.join(t.env.IMAGE_DIR, 'uploads'))).toBe(false);
    // Stored with the object too, for a CDN or public URL in front of the bucket.
    expect(await bucket.cacheControl(uploaded)).toBe('public, max-age=31536000, immutable');
  });

  it('lets a piece name it, and the piece’s page references it; a missing picture is refused (400)', async () => {
    const { rows } = await t.db.execute<{ id: string }>(
      sql`SELECT id FROM categories WHERE active ORDER BY position LIMIT 1`,
    );
    const piece = {
      title: 'Bucket phulkari',
      pricePaise: 245_000,
      categoryId: rows[0]?.id,
      images: [uploaded],
    };
    const created = await adminCall(t.app, 'POST', '/admin/products', { token, payload: piece });
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id as string;

    const page = await t.app.inject({ method: 'GET', url: `/product/${id}` });
    expect(page.statusCode).toBe(200);
    // The page's share image is this upload (or one of its sizes), under the shop's /images/.
    const stem = uploaded.replace(/\.webp$/, '');
    expect(page.body).toMatch(
      new RegExp(`<meta property="og:image" content="${PUBLIC_URL}/images/${stem}[^"]*"`),
    );

    const missing = { ...piece, title: 'No picture', images: ['uploads/products/not-there.webp'] };
    const refused = await adminCall(t.app, 'POST', '/admin/products', { token, payload: missing });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/not-there\.webp/);
  });
});

describe('GET /images/ from the bucket', () => {
  it('streams the object with a year of immutable cache, its type, length and ETag', async () => {
    const objects = await bucket.objects(uploaded);
    const response = await t.app.inject({ method: 'GET', url: `/images/${uploaded}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(objects[0]?.size);
    expect(response.rawPayload.length).toBe(objects[0]?.size);
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers HEAD without a body and If-None-Match with 304', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: `/images/${uploaded}` });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(100);
    const etag = head.headers.etag as string;
    const again = await t.app.inject({
      method: 'GET',
      url: `/images/${uploaded}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await t.app.inject({
      method: 'GET',
      url: `/images/${uploaded}`,
      headers: { 'if-none-match': '"0123"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it.each(['uploads/products/not-there.webp', 'uploads/..%2F..%2Fjwt-secret', 'uploads//x.webp'])(
    'answers 404 JSON for %s, to GET and HEAD',
    async (key) => {
      const response = await t.app.inject({ method: 'GET', url: `/images/${key}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Route not found' });
      expect((await t.app.inject({ method: 'HEAD', url: `/images/${key}` })).statusCode).toBe(404);
    },
  );

  it('answers a malformed escape with 400, never a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/images/%E0%A4' });
    expect(response.statusCode).toBe(400);
  });
});

describe('deleting an upload', () => {
  it('removes its objects from the bucket', async () => {
    const photo = await uploadPhoto();
    expect((await bucket.objects(photo.replace(/\.webp$/, ''))).length).toBeGreaterThanOrEqual(2);
    const response = await adminCall(t.app, 'DELETE', '/admin/uploads', { token, payload: { path: photo } });
    expect(response.statusCode).toBe(200);
    expect(await bucket.objects(photo.replace(/\.webp$/, ''))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/images/${photo}` })).statusCode).toBe(404);
  });
});
