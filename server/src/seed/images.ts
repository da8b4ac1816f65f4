/**
 * Generated illustrations of the demo catalogue: silhouettes (product-art.ts) filled with
 * traditional motifs in the brand palette, rendered from SVG to WebP with sharp. Paths follow
 * contract/src/images.ts: `dir/name.webp` full size, `dir/name-<w>w.webp` narrower.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { bannerImageWidths, imageVariant, productImageWidths, storefrontWebp } from '@shahi/contract';
import sharp, { type Sharp } from 'sharp';
import { commonDefs, type Paint } from './art-kit.ts';
import { type MotifName, motifPattern, zariPattern } from './motifs.ts';
import { brand, type Colorway } from './palette.ts';
import {
  type ArtSpec,
  drawShape,
  productAlternateSvg,
  productDetailSvg,
  productMainSvg,
  type ShapeKind,
} from './product-art.ts';

const PRODUCT_WIDTH = 960;
const WEBP = storefrontWebp;

/** What one product image shows: the whole piece, a close-up of its motif, or another colourway. */
export interface ProductImageSpec {
  path: string;
  view: 'piece' | 'detail' | 'alternate';
  art: ArtSpec;
}

function productSvg({ view, art }: ProductImageSpec): Buffer {
  const draw = { piece: productMainSvg, detail: productDetailSvg, alternate: productAlternateSvg }[view];
  return Buffer.from(draw(art, PRODUCT_WIDTH));
}

function svg(width: number, height: number, defs: string, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`,
  );
}

/** Writes the image's encoding to `file` via a temporary name, so a crash never leaves half a file. */
async function writeAtomically(image: Sharp, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await image.toFile(temporary);
  await rename(temporary, file);
}

/** A fingerprint of every SVG and the encoder settings: names the machine's cache of rendered images. */
export function imageSetKey(products: ProductImageSpec[], banners: BannerImageSpec[]): string {
  const hash = createHash('sha256').update(JSON.stringify(WEBP));
  for (const spec of products) hash.update(spec.path).update(productSvg(spec));
  for (const spec of banners) {
    hash.update(spec.image).update(bannerSvg(spec, bannerImageWidths.desktop, 600));
    hash.update(bannerSvg(spec, bannerImageWidths.mobile, 1000));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Renders one product image and its narrower variants into `imageDir`; skips files already there. */
export async function writeProductImage(imageDir: string, spec: ProductImageSpec): Promise<void> {
  const full = path.join(imageDir, spec.path);
  const [small = 480] = productImageWidths;
  const variant = path.join(imageDir, imageVariant(spec.path, small));
  if (existsSync(full) && existsSync(variant)) return;
  const raster = await sharp(productSvg(spec)).raw().toBuffer({ resolveWithObject: true });
  const fromRaw = () => sharp(raster.data, { raw: raster.info });
  await writeAtomically(fromRaw().webp(WEBP), full);
  await writeAtomically(fromRaw().resize(small).webp(WEBP), variant);
}

/** What one banner shows: three pieces under arches on a motif ground, in a colourway. */
export interface BannerImageSpec {
  image: string;
  mobileImage: string;
  kinds: [ShapeKind, ShapeKind, ShapeKind];
  motif: MotifName;
  colorway: Colorway;
}

function bannerSvg(spec: BannerImageSpec, width: number, height: number): Buffer {
  const portrait = height > width;
  const defs =
    motifPattern(
      'ground',
      'mandala',
      { ...spec.colorway, base: brand.maroon, motif: '#5e1219', accent: '#6c1620' },
      1.4,
    ) +
    motifPattern('m', spec.motif, spec.colorway) +
    zariPattern('z', spec.colorway) +
    commonDefs;
  const paint: Paint = { c: spec.colorway, motif: 'url(#m)', zari: 'url(#z)', id: 'b' };
  const slotScale = portrait ? 0.36 : 0.4;
  const slots = portrait
    ? [
        [width * 0.5 - 173, height - 470],
        [width * 0.18 - 173, height - 400],
        [width * 0.82 - 173, height - 400],
      ]
    : [
        [width - 940, 60],
        [width - 650, 60],
        [width - 360, 60],
      ];
  const pieces = spec.kinds
    .map((kind, index) => {
      const [x, y] = slots[index] ?? [0, 0];
      // Each piece gets its own clip-path ids so two pieces of one kind do not share them.
      const shape = drawShape(kind, { ...paint, id: `b${index}` });
      return (
        `<g transform="translate(${x} ${y}) scale(${slotScale})">` +
        `<path d="M120 1130V420C120 250 300 110 480 90 660 110 840 250 840 420V1130Z" fill="${brand.ivory}" stroke="${brand.gold}" stroke-width="10"/>` +
        `${shape}</g>`
      );
    })
    .join('');
  const body =
    `<rect width="${width}" height="${height}" fill="url(#ground)"/>` +
    (portrait
      ? `<rect y="0" width="${width}" height="${height * 0.45}" fill="${brand.maroon}" fill-opacity=".55"/>`
      : `<rect width="${width * 0.42}" height="${height}" fill="${brand.maroon}" fill-opacity=".55"/>`) +
    pieces +
    `<g transform="translate(0 ${height - 56})"><rect width="${width}" height="56" fill="url(#z)"/></g>`;
  return svg(width, height, defs, body);
}

/** Renders a banner's desktop image (and its 800w variant) and its mobile image; skips existing files. */
export async function writeBannerImages(imageDir: string, spec: BannerImageSpec): Promise<void> {
  const { desktop, mobile } = bannerImageWidths;
  const desktopFile = path.join(imageDir, spec.image);
  const mobileFile = path.join(imageDir, spec.mobileImage);
  const narrowFile = path.join(imageDir, imageVariant(spec.image, mobile));
  if (existsSync(desktopFile) && existsSync(mobileFile) && existsSync(narrowFile)) return;
  const wide = await sharp(bannerSvg(spec, desktop, 600))
    .raw()
    .toBuffer({ resolveWithObject: true });
  await writeAtomically(sharp(wide.data, { raw: wide.info }).webp(WEBP), desktopFile);
  await writeAtomically(sharp(wide.data, { raw: wide.info }).resize(mobile).webp(WEBP), narrowFile);
  await writeAtomically(sharp(bannerSvg(spec, mobile, 1000)).webp(WEBP), mobileFile);
}
