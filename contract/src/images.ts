/**
 * The files of a stored picture (ADR 0069), one naming for the server that writes them and the
 * storefront that asks for them. A stored path `dir/<id>.webp` is the main file (960 px wide for
 * product and category photos, the path the catalogue keeps); its other files sit beside it:
 *
 * - `dir/<id>-<width>w.<format>`: each width of `productImageWidths` in each format of
 *   `imageFormats`, but the main file itself (`960w` WebP is `<id>.webp`). A width is nominal: from
 *   a narrower source the file is as wide as the source, never enlarged.
 * - `dir/<id>-og.jpg`: the link preview (Open Graph), `ogImageSize`, JPEG for every crawler.
 * - `dir/<id>-original.jpg`: the upload at full resolution, upright, without metadata, the source
 *   of later renders (uploads only).
 *
 * Banners keep `dir/<id>.webp` at 1600 px and `dir/<id>-800w.webp` (`bannerImageWidths`).
 */
export const productImageWidths = [480, 960, 1600] as const;
export type ProductImageWidth = (typeof productImageWidths)[number];
/** The width of a product or category photo's main file `<id>.webp` (and its `width` attribute). */
export const MAIN_PRODUCT_IMAGE_WIDTH = 960;
/** The width the full-screen view shows. */
export const FULL_SCREEN_IMAGE_WIDTH = 1600;
export const bannerImageWidths = { desktop: 1600, mobile: 800 } as const;

/** The formats of the sized files, best first: a `<picture>` offers them in this order. */
export const imageFormats = ['avif', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];
export const imageFormatTypes: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The link preview's size in pixels: what WhatsApp, Facebook and X crop to 1.91:1. */
export const ogImageSize = { width: 1200, height: 630 } as const;

const MAIN_EXTENSION = '.webp';

/**
 * Whether the photo at `path` has AVIF files: the owner's uploads (`uploads/…`) do; the drawn demo
 * pictures are WebP only, which keeps a fresh shop's first start short (ADR 0069).
 */
export function offersAvif(path: string): boolean {
  return path.startsWith('uploads/') && hasImageFiles(path);
}

/** Whether `path` is a stored main file (`….webp`) and so has the sized files beside it. */
export function hasImageFiles(path: string): boolean {
  return path.endsWith(MAIN_EXTENSION) && path.length > MAIN_EXTENSION.length;
}

function base(path: string): string {
  return path.slice(0, -MAIN_EXTENSION.length);
}

/**
 * The path of the `width`-pixel WebP variant of an image path, `dir/<id>-<width>w.webp`; a path
 * not ending in `.webp` is returned as it is.
 */
export function imageVariant(path: string, width: number): string {
  return hasImageFiles(path) ? `${base(path)}-${width}w.webp` : path;
}

/**
 * The file of a product or category photo `path` at `width` in `format`: the path itself for the
 * 960 px WebP, else `dir/<id>-<width>w.<format>`. A path not ending in `.webp` is returned as it is.
 */
export function productImageFile(path: string, width: ProductImageWidth, format: ImageFormat): string {
  if (!hasImageFiles(path)) return path;
  if (format === 'webp' && width === MAIN_PRODUCT_IMAGE_WIDTH) return path;
  return `${base(path)}-${width}w.${format}`;
}

/** The `srcset` of a photo in `format`: each width's file as `url(file)`, with its `<width>w`. */
export function imageSrcSet(path: string, format: ImageFormat, url: (file: string) => string): string {
  return productImageWidths
    .map((width) => `${url(productImageFile(path, width, format))} ${width}w`)
    .join(', ');
}

/** The link-preview file of a photo path, `dir/<id>-og.jpg`; undefined for a path not ending in `.webp`. */
export function ogImageFile(path: string): string | undefined {
  return hasImageFiles(path) ? `${base(path)}-og.jpg` : undefined;
}

/** The kept original of a photo path, `dir/<id>-original.jpg`; undefined for a path not ending in `.webp`. */
export function originalImageFile(path: string): string | undefined {
  return hasImageFiles(path) ? `${base(path)}-original.jpg` : undefined;
}

/**
 * The suffixes after `<id>` of a product or category photo's files, the main `.webp` last: every
 * sized file (WebP only unless `withAvif`), then `-og.jpg` when `withOg`.
 */
export function productImageSuffixes(withOg: boolean, withAvif = true): string[] {
  const formats = withAvif ? imageFormats : imageFormats.filter((format) => format !== 'avif');
  const sized = formats.flatMap((format) =>
    productImageWidths
      .filter((width) => format !== 'webp' || width !== MAIN_PRODUCT_IMAGE_WIDTH)
      .map((width) => `-${width}w.${format}`),
  );
  return [...sized, ...(withOg ? ['-og.jpg'] : []), MAIN_EXTENSION];
}

/**
 * The WebP encoder settings of every stored picture (demo images and the owner's uploads):
 * effort 4 is about a fifth smaller than effort 1 at the same quality, for twice the encoding
 * time, paid once per picture; a page's largest paint is a picture (ADR 0011).
 */
export const storefrontWebp = { quality: 72, effort: 4 } as const;

/**
 * The AVIF encoder settings (ADR 0069): quality 50 looks like WebP 72 at about half its bytes;
 * effort 3 of 0–9 is a fifth smaller than 2 for the same time (a 12 MP upload's three AVIF sizes
 * in ~2.7 s on one busy core), where 4 takes three times as long for another tenth.
 */
export const storefrontAvif = { quality: 50, effort: 3 } as const;

/** The link preview's JPEG settings. */
export const ogJpeg = { quality: 82, mozjpeg: true } as const;
/** The kept original's: high enough to render again from (a 12 MP photo ~3.5 MB, 0.4 s). */
export const originalJpeg = { quality: 90 } as const;
