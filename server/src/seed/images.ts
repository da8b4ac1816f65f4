/**
 * Generated illustrations of the demo catalogue (issue 2 §4): garment and object silhouettes
 * filled with traditional motifs in the brand palette, rendered from SVG to WebP with sharp.
 * Paths follow contract/src/images.ts: `dir/name.webp` full size, `dir/name-<w>w.webp` narrower.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { bannerImageWidths, imageVariant, productImageWidths } from '@shahi/contract';
import sharp, { type Sharp } from 'sharp';
import { type GarmentKind, silhouettes } from './garments.ts';
import { type MotifName, motifPattern, zariPattern } from './motifs.ts';
import { brand, type Colorway } from './palette.ts';

const PRODUCT_WIDTH = 960;
const PRODUCT_HEIGHT = 1200;
const WEBP = { quality: 72, effort: 1 } as const;

/** What one product image shows: the whole piece, a close-up of its motif, or another colourway. */
export interface ProductImageSpec {
  path: string;
  view: 'piece' | 'detail';
  kind: GarmentKind;
  motif: MotifName;
  colorway: Colorway;
}

function svg(width: number, height: number, defs: string, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`,
  );
}

/** An arch (mehrab) frame in gold around the canvas, as product photographs have a backdrop. */
const archFrame =
  `<path d="M120 1130V420C120 250 300 110 480 90 660 110 840 250 840 420V1130Z" fill="none" stroke="${brand.gold}" stroke-width="6" opacity=".55"/>` +
  `<path d="M150 1130V430C150 275 310 145 480 124 650 145 810 275 810 430V1130Z" fill="none" stroke="${brand.gold}" stroke-width="2" opacity=".45"/>`;

function pieceSvg({ kind, motif, colorway }: ProductImageSpec): Buffer {
  const shape = silhouettes[kind];
  const defs =
    motifPattern('cloth', motif, colorway, 1.3) +
    zariPattern('zari', colorway, 0.8) +
    `<radialGradient id="ground" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${brand.ivory}"/>` +
    `<stop offset=".7" stop-color="${brand.ivory}"/><stop offset="1" stop-color="${brand.sand}"/></radialGradient>`;
  const body =
    `<rect width="${PRODUCT_WIDTH}" height="${PRODUCT_HEIGHT}" fill="url(#ground)"/>${archFrame}` +
    `<ellipse cx="480" cy="1060" rx="330" ry="34" fill="${brand.maroon}" opacity=".14"/>` +
    `<g transform="translate(12 14)" opacity=".18"><path d="${shape.body}" fill="${brand.maroon}"/></g>` +
    `<path d="${shape.body}" fill="url(#cloth)" stroke="${colorway.edge}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="${shape.bands}" fill="url(#zari)" stroke="${brand.gold}" stroke-width="3"/>` +
    `<path d="${shape.trims}" fill="${brand.gold}" stroke="${brand.maroon}" stroke-width="1.5"/>`;
  return svg(PRODUCT_WIDTH, PRODUCT_HEIGHT, defs, body);
}

function detailSvg({ motif, colorway }: ProductImageSpec): Buffer {
  const defs = motifPattern('cloth', motif, colorway, 3) + zariPattern('zari', colorway, 3.2);
  const body =
    `<rect width="${PRODUCT_WIDTH}" height="${PRODUCT_HEIGHT}" fill="url(#cloth)"/>` +
    `<g transform="translate(0 980)"><rect width="${PRODUCT_WIDTH}" height="180" fill="url(#zari)"/></g>` +
    `<rect x="24" y="24" width="912" height="1152" fill="none" stroke="${brand.gold}" stroke-width="4" opacity=".8"/>`;
  return svg(PRODUCT_WIDTH, PRODUCT_HEIGHT, defs, body);
}

/** Writes the image's encoding to `file` via a temporary name, so a crash never leaves half a file. */
async function writeAtomically(image: Sharp, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await image.toFile(temporary);
  await rename(temporary, file);
}

/**
 * A fingerprint of what the images look like (every SVG and the encoder settings), naming the
 * shared cache of rendered files so a second DATA_DIR on the machine copies instead of rendering.
 */
export function imageSetKey(products: ProductImageSpec[], banners: BannerImageSpec[]): string {
  const hash = createHash('sha256').update(JSON.stringify(WEBP));
  for (const spec of products)
    hash.update(spec.path).update(spec.view === 'piece' ? pieceSvg(spec) : detailSvg(spec));
  for (const spec of banners) hash.update(spec.image).update(bannerSvg(spec, bannerImageWidths.mobile, 1000));
  return hash.digest('hex').slice(0, 16);
}

/** Renders one product image and its narrower variants into `imageDir`; skips files already there. */
export async function writeProductImage(imageDir: string, spec: ProductImageSpec): Promise<void> {
  const full = path.join(imageDir, spec.path);
  const [small = 480] = productImageWidths;
  const variant = path.join(imageDir, imageVariant(spec.path, small));
  if (existsSync(full) && existsSync(variant)) return;
  const raster = await sharp(spec.view === 'piece' ? pieceSvg(spec) : detailSvg(spec))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const fromRaw = () => sharp(raster.data, { raw: raster.info });
  await writeAtomically(fromRaw().webp(WEBP), full);
  await writeAtomically(fromRaw().resize(small).webp(WEBP), variant);
}

/** What one banner shows: three pieces under arches on a motif ground, in a colourway. */
export interface BannerImageSpec {
  image: string;
  mobileImage: string;
  kinds: [GarmentKind, GarmentKind, GarmentKind];
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
    motifPattern('cloth', spec.motif, spec.colorway, 0.9) +
    zariPattern('zari', spec.colorway, 0.8);
  // Each piece is drawn in its 960×1200 space and scaled into a slot.
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
      const shape = silhouettes[kind];
      return (
        `<g transform="translate(${x} ${y}) scale(${slotScale})">` +
        `<path d="M120 1130V420C120 250 300 110 480 90 660 110 840 250 840 420V1130Z" fill="${brand.ivory}" stroke="${brand.gold}" stroke-width="10"/>` +
        `<path d="${shape.body}" fill="url(#cloth)" stroke="${spec.colorway.edge}" stroke-width="6"/>` +
        `<path d="${shape.bands}" fill="url(#zari)"/><path d="${shape.trims}" fill="${brand.gold}"/></g>`
      );
    })
    .join('');
  const band = portrait ? 0 : height - 36;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#ground)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#ground)" opacity=".3"/>` +
    (portrait
      ? `<rect y="0" width="${width}" height="${height * 0.45}" fill="${brand.maroon}" opacity=".55"/>`
      : `<rect width="${width * 0.42}" height="${height}" fill="${brand.maroon}" opacity=".55"/>`) +
    pieces +
    `<g transform="translate(0 ${portrait ? height - 36 : band})"><rect width="${width}" height="36" fill="url(#zari)"/></g>`;
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
