/**
 * The image work of a photo upload (ADR 0009, sizes and formats ADR 0069): the format is read from
 * the content (never the name), decompression bombs are refused from the header, and sharp renders
 * the files the storefront asks for (contract/src/images.ts), upright and without any metadata.
 */
import {
  bannerImageWidths,
  MAIN_PRODUCT_IMAGE_WIDTH,
  ogImageSize,
  ogJpeg,
  originalJpeg,
  productImageSuffixes,
  productImageWidths,
  storefrontAvif,
  storefrontWebp,
} from '@shahi/contract';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { payloadTooLarge, unprocessable, unsupportedMediaType } from '#server/http/errors.ts';

/** What a photo is for; each kind has its folder and its sizes. */
export const photoKinds = ['product', 'banner', 'banner-mobile', 'category'] as const;
export type PhotoKind = (typeof photoKinds)[number];

/** Largest image accepted, in pixels (width × height): a 40 MP photo decodes to 160 MB of RGBA. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The suffix of the kept original (`<dir>/<id>-original.jpg`), the source of later renders. */
export const ORIGINAL_SUFFIX = '-original.jpg';

/**
 * A kind's folder, the box of its main file (`width × height`: products and categories 4:5,
 * desktop banners 8:3, mobile banners 4:5), its widest file's width and the suffixes of its files,
 * the main file (`.webp`) last.
 * Products and categories come in AVIF and WebP at 480, 960 and 1600 px and as a link preview;
 * banners keep their WebP sizes (ADR 0069).
 */
export const photoShapes: Record<
  PhotoKind,
  { dir: string; width: number; height: number; largest: number; suffixes: string[] }
> = {
  product: {
    dir: 'uploads/products',
    width: MAIN_PRODUCT_IMAGE_WIDTH,
    height: MAIN_PRODUCT_IMAGE_WIDTH * 1.25,
    largest: Math.max(...productImageWidths),
    suffixes: productImageSuffixes(true),
  },
  category: {
    dir: 'uploads/categories',
    width: MAIN_PRODUCT_IMAGE_WIDTH,
    height: MAIN_PRODUCT_IMAGE_WIDTH * 1.25,
    largest: Math.max(...productImageWidths),
    suffixes: productImageSuffixes(true),
  },
  banner: {
    dir: 'uploads/banners',
    width: bannerImageWidths.desktop,
    height: (bannerImageWidths.desktop * 3) / 8,
    largest: bannerImageWidths.desktop,
    suffixes: [`-${bannerImageWidths.mobile}w.webp`, '.webp'],
  },
  'banner-mobile': {
    dir: 'uploads/banners-mobile',
    width: bannerImageWidths.mobile,
    height: bannerImageWidths.mobile * 1.25,
    largest: bannerImageWidths.mobile,
    suffixes: ['.webp'],
  },
};

export const UNSUPPORTED_IMAGE_MESSAGE = 'Unsupported image type: upload a JPEG, PNG, WebP or AVIF photo';
export const HEIC_UNREADABLE_MESSAGE =
  'HEIC photos cannot be read on this server: export the photo as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible)';
export const TOO_MANY_PIXELS_MESSAGE = `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;
export const DAMAGED_IMAGE_MESSAGE = 'The photo could not be read: the file is damaged or incomplete';

/** One file of a rendered photo: stored as `<dir>/<id><suffix>`, e.g. `-480w.webp` or `.webp`. */
export interface RenderedFile {
  suffix: string;
  data: Buffer;
  contentType: string;
}

/**
 * A photo rendered for one kind, not yet stored: its main file's size in pixels (upright, cropped
 * to the kind's box, at most its width) and its files. The file with suffix MAIN_SUFFIX is the path the
 * catalogue stores and is written last, so once it exists the others do too.
 */
export interface RenderedPhoto {
  width: number;
  height: number;
  files: RenderedFile[];
}

/** The suffix of the file whose path the catalogue stores (`<dir>/<id>.webp`). */
export const MAIN_SUFFIX = '.webp';

const decodeOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/**
 * Reads the header only: the format (415 unless JPEG, PNG, WebP or HEIF — AVIF or HEIC) and the
 * dimensions (413 past MAX_INPUT_PIXELS, before a single pixel is decoded). Returns the upright
 * width and height (after EXIF orientation) and whether the file is HEVC-coded (HEIC).
 */
async function inspect(input: Buffer) {
  // sharp throws synchronously on an empty buffer, asynchronously on an unknown format.
  const meta = await Promise.resolve()
    .then(() => sharp(input).metadata())
    .catch(() => {
      throw unsupportedMediaType(UNSUPPORTED_IMAGE_MESSAGE);
    });
  if (!['jpeg', 'png', 'webp', 'heif'].includes(meta.format ?? ''))
    throw unsupportedMediaType(UNSUPPORTED_IMAGE_MESSAGE);
  if (!meta.width || !meta.height) throw unsupportedMediaType(UNSUPPORTED_IMAGE_MESSAGE);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw payloadTooLarge(TOO_MANY_PIXELS_MESSAGE);
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  return { ...upright, heic: meta.format === 'heif' && meta.compression === 'hevc' };
}

/** The largest box of the kind's aspect inside `width × height`, no wider than its widest file. */
function targetSize(width: number, height: number, kind: PhotoKind) {
  const shape = photoShapes[kind];
  const aspect = shape.width / shape.height;
  const cropWidth = width / height > aspect ? height * aspect : width;
  const outWidth = Math.max(1, Math.min(shape.largest, Math.round(cropWidth)));
  return { width: outWidth, height: Math.max(1, Math.round(outWidth / aspect)) };
}

/** The ground of a link preview where the photo leaves room, and of a transparent photo's JPEG. */
const IVORY = '#fbf7ef';

/** How one file is made from the cropped raster: its nominal width (`0`: the preview) and format. */
function fileSpec(suffix: string, kind: PhotoKind): { width: number; format: 'avif' | 'webp' | 'og' } {
  if (suffix === '-og.jpg') return { width: 0, format: 'og' };
  if (suffix === '.webp') return { width: photoShapes[kind].width, format: 'webp' };
  const sized = /^-(\d{1,5})w\.(avif|webp)$/.exec(suffix);
  if (!sized) throw new Error(`no such file of a ${kind} photo: ${suffix}`);
  return { width: Number(sized[1]), format: sized[2] === 'avif' ? 'avif' : 'webp' };
}

const contentTypes = { avif: 'image/avif', webp: 'image/webp', og: 'image/jpeg' } as const;

/**
 * The link preview (`ogImageSize`, JPEG): the 4:5 photo at full height, centred over a blurred and
 * darkened copy of itself that fills the 1.91:1 frame, so the preview is the piece's own colours
 * edge to edge and nothing of it is cropped.
 */
async function ogImage(fromRaw: () => Sharp, width: number, height: number): Promise<Buffer> {
  const { width: frameWidth, height: frameHeight } = ogImageSize;
  const photoWidth = Math.min(frameWidth, Math.round((frameHeight * width) / height));
  const photo = await fromRaw()
    .resize(photoWidth, frameHeight, { fit: 'cover' })
    .flatten({ background: IVORY })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return fromRaw()
    .resize(frameWidth, frameHeight, { fit: 'cover' })
    .flatten({ background: IVORY })
    .blur(28)
    .modulate({ brightness: 0.72 })
    .composite([
      { input: photo.data, raw: photo.info, left: Math.round((frameWidth - photoWidth) / 2), top: 0 },
    ])
    .jpeg(ogJpeg)
    .toBuffer();
}

/**
 * Decodes `input`, upright, centre-cropped to the kind's aspect and scaled down (never up) to its
 * widest file, as raw sRGB pixels. Raises 415 for a HEIC (no HEVC decoder), 422 for a damaged file.
 */
async function cropRaster(
  input: Buffer,
  kind: PhotoKind,
  upright: { width: number; height: number; heic: boolean },
) {
  const size = targetSize(upright.width, upright.height, kind);
  try {
    return await sharp(input, decodeOptions)
      .autoOrient()
      .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // The prebuilt libvips reads a HEIC's header but has no HEVC decoder (ADR 0009).
    throw upright.heic ? unsupportedMediaType(HEIC_UNREADABLE_MESSAGE) : unprocessable(DAMAGED_IMAGE_MESSAGE);
  }
}

/**
 * Encodes the files `suffixes` (of photoShapes[kind].suffixes) from a raster already cropped to the
 * kind's aspect (raw pixels, sRGB), in the order given: each width scaled down from it, never up.
 * `avif`: the AVIF encoder's settings, the storefront's unless given.
 */
export async function renderRasterFiles(
  raster: { data: Buffer; info: OutputInfo },
  kind: PhotoKind,
  suffixes: readonly string[],
  avif: { quality: number; effort: number } = storefrontAvif,
): Promise<RenderedFile[]> {
  const { width, height, channels } = raster.info;
  const fromRaw = () => sharp(raster.data, { raw: { width, height, channels } });
  const files: RenderedFile[] = [];
  // Files of one format whose widths the source cannot reach are the same bytes: encoded once.
  const encoded = new Map<string, Buffer>();
  for (const suffix of suffixes) {
    const spec = fileSpec(suffix, kind);
    let data: Buffer;
    if (spec.format === 'og') data = await ogImage(fromRaw, width, height);
    else {
      // A width is nominal: from a narrower source the file is as wide as the source.
      const key = `${spec.format}:${Math.min(spec.width, width)}`;
      const known = encoded.get(key);
      if (known) data = known;
      else {
        const image = spec.width < width ? fromRaw().resize(spec.width) : fromRaw();
        data = await (spec.format === 'avif' ? image.avif(avif) : image.webp(storefrontWebp)).toBuffer();
        encoded.set(key, data);
      }
    }
    files.push({ suffix, data, contentType: contentTypes[spec.format] });
  }
  return files;
}

/** The main file's size: the kind's main width, or the raster's when narrower. */
function mainSize(raster: { info: OutputInfo }, kind: PhotoKind) {
  const { width, height } = raster.info;
  const mainWidth = Math.min(width, photoShapes[kind].width);
  return { width: mainWidth, height: Math.max(1, Math.round((height * mainWidth) / width)) };
}

/**
 * Renders an uploaded file as every file of `kind` (photoShapes) and the kept original: upright,
 * centre-cropped to the kind's aspect, scaled down (never up), with no metadata (EXIF, GPS, XMP,
 * ICC). The original (ORIGINAL_SUFFIX) is the whole upload, upright, as a quality-92 JPEG (on
 * ivory where it was transparent). `width × height` is the main file's. Raises 415 (not an
 * accepted format, or HEIC), 413 (too many pixels) or 422 (damaged file).
 */
export async function renderPhoto(input: Buffer, kind: PhotoKind): Promise<RenderedPhoto> {
  const upright = await inspect(input);
  const raster = await cropRaster(input, kind, upright);
  const original = await sharp(input, decodeOptions)
    .autoOrient()
    .flatten({ background: IVORY })
    .toColourspace('srgb')
    .jpeg(originalJpeg)
    .toBuffer();
  const files = await renderRasterFiles(raster, kind, photoShapes[kind].suffixes);
  // The original before the main file, which is written last.
  files.splice(files.length - 1, 0, { suffix: ORIGINAL_SUFFIX, data: original, contentType: 'image/jpeg' });
  return { ...mainSize(raster, kind), files };
}

/**
 * Renders the files `suffixes` (of photoShapes[kind].suffixes) of a stored photo from `source`,
 * its kept original or its main file: as renderPhoto, without the original. Raises as renderPhoto.
 */
export async function renderPhotoFiles(
  source: Buffer,
  kind: PhotoKind,
  suffixes: readonly string[],
): Promise<RenderedFile[]> {
  const upright = await inspect(source);
  const raster = await cropRaster(source, kind, upright);
  return renderRasterFiles(raster, kind, suffixes);
}
