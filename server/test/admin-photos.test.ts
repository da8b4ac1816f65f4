/**
 * Back office photo uploads (ADR 0009): admins only, refused before the
 * body is read; formats judged by content (a non-image renamed `.jpg`, SVG, GIF, HEIC refused);
 * size, count and decompression-bomb limits; WebP sizes of each kind; EXIF/GPS stripped and
 * orientation applied; nothing left behind by a failed or aborted upload; delete refused while used.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '#server/modules/photos/upload.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { token: string };
let shopper: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  [admin, shopper] = await Promise.all([
    createAdmin(t.app, t.pool, t.env.DATA_DIR),
    createVerifiedShopper(t.app, t.env.DATA_DIR),
  ]);
});
afterAll(() => t.close());

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

const BOUNDARY = '----shahi-test-boundary-7f3a';

/** A multipart/form-data body of `parts` (files when they have a filename). */
function multipartBody(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? `\r\nContent-Type: ${part.type ?? 'image/jpeg'}` : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** `POST /api/admin/uploads` with `parts`; `query` e.g. `?kind=product`. */
function upload(parts: Part[], { token = admin.token, query = '?kind=product' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/uploads${query}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': multipartType },
    payload: multipartBody(parts),
  });
}

const photo = (data: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): Part => ({
  name: 'photos',
  data,
  filename,
  type,
});

/** A plain JPEG of `width × height` in one colour. */
function jpeg(width: number, height: number, background = '#7a1f2b') {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** Every file under IMAGE_DIR/uploads (relative paths), to check that nothing was left behind. */
async function uploadedFiles(): Promise<string[]> {
  const root = path.join(t.env.IMAGE_DIR, 'uploads');
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function stored(relative: string) {
  return sharp(await readFile(path.join(t.env.IMAGE_DIR, relative))).metadata();
}

/** A valid PNG header claiming `width × height` 1-bit grey pixels, all zero: tiny on disk, huge decoded. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A 64 × 48 HEIC (HEVC in HEIF) made with libheif's heif-enc: 488 bytes. */
const HEIC = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAaptZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHOAAEAAAAAAAAAGgACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADVaXBycAAAALNpcGNvAAAAc2h2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACdCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprmwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAACJtZGF0AAAAFigBrxmA70mlv//q35/c4v8brWmPm4A=',
  'base64',
);

describe('who may upload', () => {
  /** A 20 MB body served on demand, counting what the server pulled. */
  function countedBody() {
    const total = 20 * 1024 * 1024;
    const counter = { pulled: 0 };
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const stream = new Readable({
      read() {
        if (counter.pulled >= total) return void this.push(null);
        const chunk = counter.pulled === 0 ? head : Buffer.alloc(64 * 1024);
        counter.pulled += chunk.length;
        this.push(chunk);
      },
    });
    return { stream, counter, total };
  }

  it.each([
    ['anonymous', undefined, 401],
    ['a shopper', 'shopper', 403],
  ])('refuses %s before reading the body and stores nothing', async (_who, as, status) => {
    const { stream, counter, total } = countedBody();
    const token = as === 'shopper' ? shopper.token : undefined;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?kind=product',
      headers: { 'content-type': multipartType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: stream,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().success).toBe(false);
    // A read body would have been 20 MB, past the 15 MB limit: the answer came from the role check.
    expect(counter.pulled).toBeLessThan(total / 2);
    expect(await uploadedFiles()).toEqual([]);
  });

  it('reads the same body from an admin and refuses it past 15 MB (413)', async () => {
    const { stream, counter } = countedBody();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?kind=product',
      headers: { 'content-type': multipartType, authorization: `Bearer ${admin.token}` },
      payload: stream,
    });
    expect(response.json()).toMatchObject({ success: false, message: 'Each photo must be at most 15 MB' });
    expect(counter.pulled).toBeGreaterThan(15 * 1024 * 1024);
    // The rest of a refused body is not worth receiving: the connection closes after the answer.
    expect(response.headers.connection).toBe('close');
  });

  it('refuses a shopper’s delete (403)', async () => {
    const response = await adminCall(t.app, 'DELETE', '/admin/uploads', {
      token: shopper.token,
      payload: { path: 'uploads/products/00000000-0000-4000-8000-000000000000.webp' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('storing photos', () => {
  it('stores several photos at once as 4:5 product images with their AVIF and WebP sizes', async () => {
    const png = await sharp({ create: { width: 1000, height: 1000, channels: 4, background: '#c9a227' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 700, height: 900, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const response = await upload([
      photo(await jpeg(1200, 1600)),
      photo(png, 'b.png', 'image/png'),
      photo(webp, 'c.webp', 'image/webp'),
    ]);
    expect(response.statusCode).toBe(201);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data).toHaveLength(3);
    expect(data.map((item: { width: number; height: number }) => [item.width, item.height])).toEqual([
      [960, 1200], // scaled down to the storefront's 960 px
      [800, 1000], // square centre-cropped to 4:5, never enlarged
      [700, 875],
    ]);
    for (const item of data) {
      expect(item.path).toMatch(/^uploads\/products\/[0-9a-f-]{36}\.webp$/);
      expect((await stored(item.path)).format).toBe('webp');
      const variant = await stored(item.path.replace(/\.webp$/, '-480w.webp'));
      expect([variant.format, variant.width]).toEqual(['webp', 480]);
      // And the AVIF sizes, the link preview and the original (ADR 0069; photo-sizes.test.ts).
      for (const suffix of [
        '-480w.avif',
        '-960w.avif',
        '-1600w.avif',
        '-1600w.webp',
        '-og.jpg',
        '-original.jpg',
      ]) {
        expect(existsSync(path.join(t.env.IMAGE_DIR, item.path.replace(/\.webp$/, suffix))), suffix).toBe(
          true,
        );
      }
    }
    const served = await t.app.inject({ method: 'GET', url: `/images/${data[0].path}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it.each([
    ['banner', 'banners', [1600, 600], [800, 300]],
    ['banner-mobile', 'banners-mobile', [800, 1000], null],
    ['category', 'categories', [960, 1200], [480, 600]],
  ] as const)('makes the %s sizes (kind sent as a form field)', async (kind, folder, full, variant) => {
    const response = await upload([{ name: 'kind', data: kind }, photo(await jpeg(2400, 2000))], {
      query: '',
    });
    expect(response.statusCode).toBe(201);
    const [item] = response.json().data;
    expect(item.path).toMatch(new RegExp(`^uploads/${folder}/[0-9a-f-]{36}\\.webp$`));
    expect([item.width, item.height]).toEqual(full);
    const stem = item.path.replace(/\.webp$/, '');
    const variants = (await uploadedFiles()).filter((file) => `uploads/${file}`.startsWith(`${stem}-`));
    if (variant) {
      const small = await stored(`${stem}-${variant[0]}w.webp`);
      expect([small.width, small.height]).toEqual(variant);
    } else {
      // Only the kept original beside it (ADR 0069).
      expect(variants.map((file) => `uploads/${file}`)).toEqual([`${stem}-original.jpg`]);
    }
  });

  it('applies the EXIF orientation, then drops EXIF (GPS included), ICC and XMP', async () => {
    // Stored sideways (landscape, left half red, right half blue) with orientation 6: shown upright
    // as a 400 × 500 portrait, red on top.
    const width = 500;
    const height = 400;
    const pixels = Buffer.alloc(width * height * 3);
    for (let index = 0; index < width * height; index += 1) {
      pixels.set(index % width < width / 2 ? [220, 20, 20] : [20, 20, 220], index * 3);
    }
    const input = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'Phone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '30/1 44/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '76/1 47/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825)

    const response = await upload([photo(input, 'IMG_0001.JPG')]);
    expect(response.statusCode).toBe(201);
    const [item] = response.json().data;
    expect([item.width, item.height]).toEqual([400, 500]);
    for (const suffix of ['.webp', '-480w.webp', '-960w.avif', '-og.jpg', '-original.jpg']) {
      const file = item.path.replace(/\.webp$/, suffix);
      const bytes = await readFile(path.join(t.env.IMAGE_DIR, file));
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.icc, meta.xmp, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
      expect(bytes.includes(Buffer.from('EXIF'))).toBe(false);
    }
    const { data, info } = await sharp(path.join(t.env.IMAGE_DIR, item.path))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixelAt = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels).subarray(0, 3),
    ];
    const [topRed, , topBlue] = pixelAt(200, 20);
    const [bottomRed, , bottomBlue] = pixelAt(200, 480);
    expect(topRed).toBeGreaterThan(150);
    expect(topBlue).toBeLessThan(80);
    expect(bottomBlue).toBeGreaterThan(150);
    expect(bottomRed).toBeLessThan(80);
  });
});

describe('refusals', () => {
  it('refuses a non-image renamed .jpg (415) by its content', async () => {
    const before = await uploadedFiles();
    const response = await upload([
      photo(Buffer.from('MZ this is not a photo at all, just text'), 'holiday.jpg'),
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Unsupported image type/),
    });
    expect(await uploadedFiles()).toEqual(before);
  });

  it.each([
    [
      'an SVG named .png',
      'logo.png',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
    ],
    [
      'a GIF',
      'anim.gif',
      () =>
        sharp({ create: { width: 9, height: 9, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
    ],
    ['an empty file', 'empty.jpg', () => Buffer.alloc(0)],
  ])('refuses %s (415)', async (_what, filename, make) => {
    const response = await upload([photo(await make(), filename)]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/^Unsupported image type/);
  });

  it('refuses HEIC with a clear 415: this sharp build has no HEVC decoder (ADR 0009)', async () => {
    expect((await sharp(HEIC).metadata()).compression).toBe('hevc');
    const response = await upload([photo(HEIC, 'IMG_0002.HEIC', 'image/heic')]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/^HEIC photos cannot be read on this server/);
  });

  it('refuses an oversized file (413) and keeps none of the request’s photos', async () => {
    const before = await uploadedFiles();
    const big = Buffer.concat([await jpeg(64, 64), Buffer.alloc(16 * 1024 * 1024)]);
    const response = await upload([photo(await jpeg(800, 1000)), photo(big, 'big.jpg')]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: 'Each photo must be at most 15 MB' });
    expect(await uploadedFiles()).toEqual(before);
  });

  it('refuses a decompression bomb (413) from its header, without decoding it', async () => {
    const bomb = pngBomb(10_000, 10_000); // 100 MP: 400 MB as RGBA, about 12 KB as a file
    expect(bomb.length).toBeLessThan(64 * 1024);
    const started = performance.now();
    const response = await upload([photo(bomb, 'bomb.png', 'image/png')]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The image is too large: at most 40 megapixels');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a damaged JPEG (422)', async () => {
    const whole = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#123' } })
      .jpeg()
      .toBuffer();
    const response = await upload([photo(whole.subarray(0, Math.floor(whole.length / 2)))]);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/damaged or incomplete/);
  });

  it('refuses more than 10 photos in one request (413)', async () => {
    const small = await jpeg(32, 40);
    const before = await uploadedFiles();
    const response = await upload(Array.from({ length: 11 }, () => photo(small)));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('At most 10 photos per upload');
    expect(await uploadedFiles()).toEqual(before);
  });

  it('asks for a kind, a photo, multipart and the photos field (400/415)', async () => {
    const small = await jpeg(32, 40);
    const noKind = await upload([photo(small)], { query: '' });
    expect([noKind.statusCode, noKind.json().message]).toEqual([400, expect.stringMatching(/kind/)]);
    const badKind = await upload([photo(small)], { query: '?kind=avatar' });
    expect([badKind.statusCode, badKind.json().message]).toEqual([
      400,
      expect.stringMatching(/^kind must be one of/),
    ]);
    const badField = await upload([{ name: 'kind', data: 'poster' }, photo(small)], { query: '' });
    expect(badField.statusCode).toBe(400);
    const nothing = await upload([{ name: 'note', data: 'hello' }]);
    expect([nothing.statusCode, nothing.json().message]).toEqual([
      400,
      expect.stringMatching(/at least one photo/),
    ]);
    const otherField = await upload([{ ...photo(small), name: 'file' }]);
    expect([otherField.statusCode, otherField.json().message]).toEqual([
      400,
      expect.stringMatching(/"photos"/),
    ]);
    const json = await adminCall(t.app, 'POST', '/admin/uploads?kind=product', {
      token: admin.token,
      payload: { photos: ['x'] },
    });
    expect([json.statusCode, json.json().message]).toEqual([415, 'Send the photos as multipart/form-data']);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?kind=product',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': multipartType },
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nabc`,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('over a real connection', () => {
  let address: string;
  beforeAll(async () => {
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('survives a client that gives up mid-upload, removing the photos the request had stored', async () => {
    const before = await uploadedFiles();
    const { port } = new URL(address);
    const first = multipartBody([photo(await jpeg(800, 1000))]).subarray(0, -`--${BOUNDARY}--\r\n`.length);
    const secondStart = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="b.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/admin/uploads?kind=product HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${admin.token}\r\n` +
        `Content-Type: ${multipartType}\r\nContent-Length: ${first.length + secondStart.length + 5_000_000}\r\n\r\n`,
    );
    socket.write(first);
    socket.write(secondStart);
    socket.write(Buffer.alloc(100_000));
    // Wait until the first photo is stored, then hang up in the middle of the second.
    await expect
      .poll(async () => (await uploadedFiles()).length, { timeout: 10_000 })
      .toBeGreaterThan(before.length);
    socket.destroy();
    await expect.poll(uploadedFiles, { timeout: 10_000 }).toEqual(before);
    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
  });

  /**
   * A raw connection announcing a 200 MB upload of one photo: `answer()` is what came back so far,
   * `closed()` whether the server closed. Destroy the socket when done.
   */
  function announceHugeUpload() {
    const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
    socket.on('error', () => undefined);
    let answer = '';
    let closed = false;
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => {
      closed = true;
    });
    socket.write(
      `POST /api/admin/uploads?kind=product HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${admin.token}\r\n` +
        `Content-Type: ${multipartType}\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\n\r\n`,
    );
    return { socket, answer: () => answer, closed: () => closed };
  }

  it('answers an oversized upload at the limit and closes, without waiting for the rest', async () => {
    const { socket, answer, closed } = announceHugeUpload();
    try {
      // 16 MB of the announced 200 MB, then nothing more: the answer must not wait for the rest.
      for (let sent = 0; sent < 16 && !socket.destroyed; sent += 1) socket.write(Buffer.alloc(1024 * 1024));
      await expect.poll(() => answer().includes('\r\n\r\n') || closed(), { timeout: 15_000 }).toBe(true);
      // The server closes the connection once it has answered. When the answer and that close meet
      // bytes still arriving, TCP may reset the connection and the answer be lost on this side (a
      // busy machine): the close within the limit then shows alone that the rest was not awaited;
      // the 413 and its message are checked on every other run and by the upload tests above.
      if (answer() !== '') {
        expect(answer()).toMatch(/^HTTP\/1\.1 413 /);
        // The server will not read the other 184 MB: it says it closes the connection.
        expect(answer().toLowerCase()).toContain('connection: close');
        await expect.poll(answer, { timeout: 5_000 }).toContain('Each photo must be at most 15 MB');
      }
      await expect.poll(() => closed() || socket.readableEnded, { timeout: 15_000 }).toBe(true);
    } finally {
      // Never left open (an open socket would hold the app's close in afterAll).
      socket.destroy();
    }
  });

  it('answers at once when the limit falls exactly between two chunks of the photo', async () => {
    // Exactly 15 MB first, read in full; the next chunk then adds nothing to the file (busboy
    // feeds it no part of that chunk), so only the limit itself can end the reading rather than
    // the announced 200 MB.
    const { socket, answer, closed } = announceHugeUpload();
    try {
      socket.write(Buffer.alloc(MAX_PHOTO_BYTES));
      await new Promise((resolve) => setTimeout(resolve, 500));
      socket.write(Buffer.alloc(64 * 1024));
      await expect.poll(() => answer().includes('\r\n\r\n') || closed(), { timeout: 10_000 }).toBe(true);
      if (answer() !== '') expect(answer()).toMatch(/^HTTP\/1\.1 413 /);
    } finally {
      socket.destroy();
    }
  });
});

describe('deleting an upload', () => {
  async function uploadOne() {
    const response = await upload([photo(await jpeg(480, 600))]);
    expect(response.statusCode).toBe(201);
    return response.json().data[0].path as string;
  }
  const remove = (photoPath: string) =>
    adminCall(t.app, 'DELETE', '/admin/uploads', { token: admin.token, payload: { path: photoPath } });

  it('removes an unused upload and its variants', async () => {
    const photoPath = await uploadOne();
    const response = await remove(photoPath);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Photo deleted' });
    expect(existsSync(path.join(t.env.IMAGE_DIR, photoPath))).toBe(false);
    for (const suffix of ['-480w.webp', '-960w.avif', '-og.jpg', '-original.jpg']) {
      expect(existsSync(path.join(t.env.IMAGE_DIR, photoPath.replace(/\.webp$/, suffix))), suffix).toBe(
        false,
      );
    }
    expect((await remove(photoPath)).statusCode).toBe(404);
  });

  it.each([
    [
      'a product',
      `UPDATE products SET images = array_append(images, $1) WHERE id = (SELECT id FROM products LIMIT 1)`,
    ],
    ['a banner', `UPDATE banners SET mobile_image = $1 WHERE id = (SELECT id FROM banners LIMIT 1)`],
    ['a category', `UPDATE categories SET image = $1 WHERE id = (SELECT id FROM categories LIMIT 1)`],
  ])('refuses (409) while %s uses it', async (_what, statement) => {
    const photoPath = await uploadOne();
    const { rowCount } = await t.pool.query(statement, [photoPath]);
    expect(rowCount).toBe(1);
    const response = await remove(photoPath);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/still used/);
    expect(existsSync(path.join(t.env.IMAGE_DIR, photoPath))).toBe(true);
  });

  it.each([
    'products/kurta-1.webp',
    'uploads/products/../../jwt-secret',
    'uploads/products/00000000-0000-4000-8000-000000000000-480w.webp',
  ])('deletes nothing but an upload’s full-size path (400): %s', async (photoPath) => {
    const response = await remove(photoPath);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Only an uploaded photo/);
  });
});
