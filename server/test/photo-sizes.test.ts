/**
 * The files of an uploaded photo (ADR 0069): AVIF and WebP at 480, 960 and 1600 px beside the main
 * 960 px `.webp`, the 1200 × 630 link preview and the kept original — upright, without metadata,
 * never enlarged — and the time a phone's 12 MP JPEG takes to render.
 */
import { productImageSuffixes } from '@shahi/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  MAIN_SUFFIX,
  ORIGINAL_SUFFIX,
  renderPhoto,
  renderPhotoFiles,
} from '#server/modules/photos/images.ts';

/** EXIF a phone writes: its make and where the photo was taken. */
const phoneExif = {
  IFD0: { Make: 'TestCam', Model: 'Phone' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '30/1 44/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '76/1 47/1 0/1',
  },
};

/**
 * A photo-like JPEG of `width × height` (soft shapes of colour and a fine grain, as cloth has),
 * with GPS in its EXIF and `orientation`.
 */
async function phonePhoto(width: number, height: number, orientation = 1): Promise<Buffer> {
  const noise = (w: number, h: number, sigma: number) =>
    sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    });
  const scene = await noise(Math.ceil(width / 10), Math.ceil(height / 10), 60)
    .blur(3)
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await noise(width, height, 18).blur(0.8).raw().toBuffer();
  for (let index = 0; index < scene.length; index += 1) {
    scene[index] = Math.max(0, Math.min(255, (scene[index] ?? 0) + (grain[index] ?? 128) - 128));
  }
  return sharp(scene, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif(phoneExif)
    .withMetadata({ orientation })
    .toBuffer();
}

/** A JPEG of `width × height` whose red rises left to right, stored with `orientation`. */
async function gradientPhoto(width: number, height: number, orientation: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1)
      pixels.set([Math.round((x / width) * 230), 80, 120], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif(phoneExif)
    .withMetadata({ orientation })
    .toBuffer();
}

async function described(files: { suffix: string; data: Buffer; contentType: string }[]) {
  const out: Record<string, { format?: string; width?: number; height?: number; type: string }> = {};
  for (const file of files) {
    const meta = await sharp(file.data).metadata();
    expect([meta.exif, meta.xmp, meta.icc, meta.orientation], file.suffix).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(file.data.includes(Buffer.from('TestCam')), file.suffix).toBe(false);
    out[file.suffix] = {
      format: meta.format,
      width: meta.width,
      height: meta.height,
      type: file.contentType,
    };
  }
  return out;
}

describe('a product photo', () => {
  it('renders a 12 MP phone JPEG as every size and format, the preview and the original, in moderate time', async () => {
    // 4000 × 3000 stored sideways (orientation 6): upright it is 3000 × 4000.
    const input = await phonePhoto(4000, 3000, 6);
    const started = performance.now();
    const photo = await renderPhoto(input, 'product');
    const ms = Math.round(performance.now() - started);
    console.info(`12 MP JPEG → ${photo.files.length} files in ${ms} ms`);
    // Moderate effort: well under the time an owner waits for an upload, even on a busy 2-core machine.
    expect(ms).toBeLessThan(20_000);
    expect([photo.width, photo.height]).toEqual([960, 1200]);
    expect(photo.files.map((file) => file.suffix)).toEqual([
      ...productImageSuffixes(true).slice(0, -1),
      ORIGINAL_SUFFIX,
      MAIN_SUFFIX,
    ]);
    const files = await described(photo.files);
    expect(files).toEqual({
      '-480w.avif': { format: 'heif', width: 480, height: 600, type: 'image/avif' },
      '-960w.avif': { format: 'heif', width: 960, height: 1200, type: 'image/avif' },
      '-1600w.avif': { format: 'heif', width: 1600, height: 2000, type: 'image/avif' },
      '-480w.webp': { format: 'webp', width: 480, height: 600, type: 'image/webp' },
      '-1600w.webp': { format: 'webp', width: 1600, height: 2000, type: 'image/webp' },
      '-og.jpg': { format: 'jpeg', width: 1200, height: 630, type: 'image/jpeg' },
      [ORIGINAL_SUFFIX]: { format: 'jpeg', width: 3000, height: 4000, type: 'image/jpeg' },
      [MAIN_SUFFIX]: { format: 'webp', width: 960, height: 1200, type: 'image/webp' },
    });
    const sizes = Object.fromEntries(photo.files.map((file) => [file.suffix, file.data.length]));
    console.info(`bytes: ${JSON.stringify(sizes)}`);
    // AVIF is the smaller format at each width.
    expect(sizes['-960w.avif']).toBeLessThan(sizes[MAIN_SUFFIX] ?? 0);
    expect(sizes['-1600w.avif']).toBeLessThan(sizes['-1600w.webp'] ?? 0);
  });

  it('keeps the original upright: what was the top of the scene is on top', async () => {
    // Sideways (orientation 6, 90° clockwise to view): the stored left column is the upright top.
    const input = await gradientPhoto(400, 300, 6);
    const photo = await renderPhoto(input, 'product');
    const original = photo.files.find((file) => file.suffix === ORIGINAL_SUFFIX);
    if (!original) throw new Error('no original');
    const { data, info } = await sharp(original.data).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([300, 400]);
    // Stored red rises left to right; upright, that runs top to bottom.
    const red = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? 0;
    expect(red(150, 380)).toBeGreaterThan(red(150, 20) + 150);
  });

  it('centres the 4:5 photo in the 1200 × 630 preview over its own blurred colours', async () => {
    const input = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#2060c0' } })
      .png()
      .toBuffer();
    const photo = await renderPhoto(input, 'product');
    const og = photo.files.find((file) => file.suffix === '-og.jpg');
    if (!og) throw new Error('no preview');
    const { data, info } = await sharp(og.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const [r, g, b] = pixel(600, 315);
    expect(b).toBeGreaterThan(150);
    expect(r).toBeLessThan(60);
    expect(g).toBeLessThan(130);
    // The side bands are the same colour, darkened.
    const [, , sideBlue] = pixel(20, 315);
    expect(sideBlue).toBeLessThan(b ?? 0);
    expect(sideBlue).toBeGreaterThan(80);
  });

  it('never enlarges a small photo: its files keep their nominal names at the source width', async () => {
    const input = await phonePhoto(600, 750);
    const photo = await renderPhoto(input, 'category');
    expect([photo.width, photo.height]).toEqual([600, 750]);
    const files = await described(photo.files);
    expect(files['-480w.avif']).toMatchObject({ width: 480, height: 600 });
    expect(files['-960w.avif']).toMatchObject({ width: 600, height: 750 });
    expect(files['-1600w.webp']).toMatchObject({ width: 600, height: 750 });
    expect(files[MAIN_SUFFIX]).toMatchObject({ width: 600, height: 750 });
  });

  it('renders only the files asked for, from a stored main file', async () => {
    const main = await sharp(await phonePhoto(960, 1200))
      .webp()
      .toBuffer();
    const files = await renderPhotoFiles(main, 'product', ['-480w.avif', '-og.jpg']);
    expect(await described(files)).toEqual({
      '-480w.avif': { format: 'heif', width: 480, height: 600, type: 'image/avif' },
      '-og.jpg': { format: 'jpeg', width: 1200, height: 630, type: 'image/jpeg' },
    });
  });
});

describe('banners', () => {
  it('keep their WebP sizes, with the original kept', async () => {
    const photo = await renderPhoto(await phonePhoto(2400, 1000), 'banner');
    expect(photo.files.map((file) => file.suffix)).toEqual(['-800w.webp', ORIGINAL_SUFFIX, MAIN_SUFFIX]);
    expect([photo.width, photo.height]).toEqual([1600, 600]);
  });
});
