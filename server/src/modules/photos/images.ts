/**
 * The image work of a photo upload (ADR 0009): the format is read from the content (never the name),
 * decompression bombs are refused from the header, and sharp renders the WebP files the storefront
 * asks for (contract/src/images.ts), upright and without any metadata.
 */
import { bannerImageWidths, productImageWidths, storefrontWebp } from '@shahi/contract';
import sharp, { type OutputInfo } from 'sharp';
import { payloadTooLarge, unprocessable, unsupportedMediaType } from '#server/http/errors.ts';

/** What a photo is for; each kind has its folder and its sizes. */
export const photoKinds = ['product', 'banner', 'banner-mobile', 'category'] as const;
export type PhotoKind = (typeof photoKinds)[number];

/** Largest image accepted, in pixels (width × height): a 40 MP photo decodes to 160 MB of RGBA. */
export const MAX_INPUT_PIXELS = 40_000_000;

const WEBP = storefrontWebp;

const [productVariant = 480, productWidth = 960] = productImageWidths;

/**
 * Folder, full size and narrower variant widths of each kind: the storefront's boxes (products and
 * categories 4:5, desktop banners 8:3, mobile banners 4:5).
 */
export const photoShapes: Record<
  PhotoKind,
  { dir: string; width: number; height: number; variants: number[] }
> = {
  product: {
    dir: 'uploads/products',
    width: productWidth,
    height: productWidth * 1.25,
    variants: [productVariant],
  },
  category: {
    dir: 'uploads/categories',
    width: productWidth,
    height: productWidth * 1.25,
    variants: [productVariant],
  },
  banner: {
    dir: 'uploads/banners',
    width: bannerImageWidths.desktop,
    height: (bannerImageWidths.desktop * 3) / 8,
    variants: [bannerImageWidths.mobile],
  },
  'banner-mobile': {
    dir: 'uploads/banners-mobile',
    width: bannerImageWidths.mobile,
    height: bannerImageWidths.mobile * 1.25,
    variants: [],
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
 * A photo rendered for one kind, not yet stored: the full size's pixels (upright, cropped to the
 * kind's box, at most its width) and its files. The file with suffix MAIN_SUFFIX is the path the
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

/** The largest box of the kind's aspect inside `width × height`, no wider than the kind's width. */
function targetSize(width: number, height: number, kind: PhotoKind) {
  const shape = photoShapes[kind];
  const aspect = shape.width / shape.height;
  const cropWidth = width / height > aspect ? height * aspect : width;
  const outWidth = Math.max(1, Math.min(shape.width, Math.round(cropWidth)));
  return { width: outWidth, height: Math.max(1, Math.round(outWidth / aspect)) };
}

/**
 * Renders an uploaded file as the WebP files of `kind`: upright, centre-cropped to the kind's aspect,
 * scaled down (never up) to its width, with no metadata (EXIF, GPS, XMP, ICC). Raises 415 (not an
 * accepted format, or HEIC), 413 (too many pixels) or 422 (damaged file).
 */
export async function renderPhoto(input: Buffer, kind: PhotoKind): Promise<RenderedPhoto> {
  const upright = await inspect(input);
  const size = targetSize(upright.width, upright.height, kind);
  let raster: { data: Buffer; info: OutputInfo };
  try {
    raster = await sharp(input, decodeOptions)
      .autoOrient()
      .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // The prebuilt libvips reads a HEIC's header but has no HEVC decoder (ADR 0009).
    throw upright.heic ? unsupportedMediaType(HEIC_UNREADABLE_MESSAGE) : unprocessable(DAMAGED_IMAGE_MESSAGE);
  }
  const fromRaw = () =>
    sharp(raster.data, {
      raw: { width: raster.info.width, height: raster.info.height, channels: raster.info.channels },
    });
  const { width, height } = raster.info;
  const files: RenderedFile[] = [];
  for (const variant of photoShapes[kind].variants) {
    const data = await fromRaw().resize(Math.min(variant, width)).webp(WEBP).toBuffer();
    files.push({ suffix: `-${variant}w.webp`, data, contentType: 'image/webp' });
  }
  files.push({ suffix: MAIN_SUFFIX, data: await fromRaw().webp(WEBP).toBuffer(), contentType: 'image/webp' });
  return { width, height, files };
}
