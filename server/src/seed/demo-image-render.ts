/**
 * The demo pictures, rendered in the background once the shop listens (ADR 0045): one picture at a
 * time, a piece's with its WebP files at 480, 960 and 1600 px and the link preview (drawn at 960 px,
 * no AVIF; ADR 0069), the home page's first (banners, then each piece's first
 * image, newest first), into the per-machine cache under the OS temp folder and copied from there
 * into IMAGE_DIR; straight into IMAGE_DIR when the cache folder cannot be written. Every file lands by rename, so a restart half-way
 * resumes where the last one stopped, and two instances on one IMAGE_DIR at worst render a picture
 * twice. Until a picture exists, `placeholder(path)` gives a flat swatch of the piece's colour with
 * its motif, at the picture's size, to be served `no-store`.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  bannerImageWidths,
  imageVariant,
  MAIN_PRODUCT_IMAGE_WIDTH,
  ogImageSize,
  productImageSuffixes,
  storefrontWebp,
} from '@shahi/contract';
import sharp from 'sharp';
import { photoShapes, renderRasterFiles } from '#server/modules/photos/images.ts';
import { buildDemoBanners, buildDemoProducts } from './demo-rows.ts';
import { type BannerImageSpec, imageSetKey, type ProductImageSpec, writeBannerImages } from './images.ts';
import { motifPattern } from './motifs.ts';
import { brand, type Colorway } from './palette.ts';
import { productAlternateSvg, productDetailSvg, productMainSvg } from './product-art.ts';

/** One render: the files it writes (paths relative to IMAGE_DIR) and how to write them into a folder. */
interface RenderJob {
  files: string[];
  write: (dir: string) => Promise<void>;
}

/** What a placeholder looks like: its pixel size, the cloth's colourway and the motif shown. */
interface PlaceholderLook {
  width: number;
  height: number;
  colorway: Colorway;
  motif: ProductImageSpec['art']['motif'];
  banner: boolean;
}

/** Progress of the background render: `rendering` until every demo picture is in IMAGE_DIR. */
export interface DemoImageStatus {
  state: 'rendering' | 'ready';
  /** Renders (a picture with its narrower variants) done, of `total`. */
  rendered: number;
  total: number;
}

/** The background renderer of the demo pictures of one IMAGE_DIR. */
export interface DemoImageRenderer {
  /** The placeholder SVG for `relativePath` (as under `/images/`) while that demo picture is missing; else undefined. */
  placeholder(relativePath: string): string | undefined;
  status(): DemoImageStatus;
  /** Starts rendering what is missing; resolves when done (or stopped). Errors are logged, never thrown. */
  start(): Promise<void>;
  /** Stops after the picture in progress; resolves once it is written. */
  stop(): Promise<void>;
}

/**
 * The suffixes of a demo piece's files after its path's `.webp` stem, the main `.webp` last: WebP
 * sizes and the link preview, no AVIF (contract `offersAvif`). Every demo picture renders at a
 * fresh shop's first start: AVIF at 1600 px made that 292 s of CPU against 31 s (ADR 0069).
 */
const productSuffixes = productImageSuffixes(true, false);
/**
 * The width the demo art is drawn at: the main file's. Its 1600 px file is then the 960 px one
 * (a width is nominal, never enlarged), encoded once.
 */
const DRAWN_WIDTH = MAIN_PRODUCT_IMAGE_WIDTH;

/** The file of `suffix` beside a demo picture's main path. */
function productFile(mainPath: string, suffix: string): string {
  return `${mainPath.slice(0, -'.webp'.length)}${suffix}`;
}

/** A placeholder's size: the nominal width of a sized file (4:5), the preview's 1200 × 630. */
function placeholderSize(suffix: string): { width: number; height: number } {
  if (suffix === '-og.jpg') return ogImageSize;
  const width = Number(/^-(\d+)w\./.exec(suffix)?.[1] ?? photoShapes.product.width);
  return { width, height: width * 1.25 };
}

/**
 * Draws a demo piece's picture at 1600 px and writes into `dir` every file of it not there yet,
 * each through a temporary name, the main `.webp` last.
 */
async function writeProductFiles(dir: string, spec: ProductImageSpec): Promise<void> {
  const missing = productSuffixes.filter(
    (suffix) => !existsSync(path.join(dir, productFile(spec.path, suffix))),
  );
  if (missing.length === 0) return;
  const draw = { piece: productMainSvg, detail: productDetailSvg, alternate: productAlternateSvg }[spec.view];
  // The art is opaque: no alpha plane in its files.
  const raster = await sharp(Buffer.from(draw(spec.art, DRAWN_WIDTH)))
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const file of await renderRasterFiles(raster, 'product', missing)) {
    const target = path.join(dir, productFile(spec.path, file.suffix));
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, file.data);
    await rename(temporary, target);
  }
}

function productJobs(): {
  jobs: RenderJob[];
  looks: Map<string, PlaceholderLook>;
  specs: ProductImageSpec[];
} {
  const { rows, images } = buildDemoProducts();
  const arrived = new Map<string, number>();
  for (const row of rows) for (const image of row.images) arrived.set(image, row.createdAt?.getTime() ?? 0);
  // The listings show each piece's first image, newest first: those before the gallery's others.
  const ordered = [...images].sort(
    (a, b) =>
      Number(a.view !== 'piece') - Number(b.view !== 'piece') ||
      (arrived.get(b.path) ?? 0) - (arrived.get(a.path) ?? 0),
  );
  const looks = new Map<string, PlaceholderLook>();
  const jobs = ordered.map((spec) => {
    const files = productSuffixes.map((suffix) => productFile(spec.path, suffix));
    const colorway = spec.view === 'alternate' ? spec.art.alternate : spec.art.colorway;
    const look = { colorway, motif: spec.art.motif, banner: false };
    for (const suffix of productSuffixes) {
      looks.set(productFile(spec.path, suffix), { ...look, ...placeholderSize(suffix) });
    }
    return { files, write: (dir: string) => writeProductFiles(dir, spec) };
  });
  return { jobs, looks, specs: images };
}

/** Names the machine's cache of rendered demo pictures: every SVG, every file and every encoder setting. */
function renderSetKey(products: ProductImageSpec[], banners: BannerImageSpec[]): string {
  return createHash('sha256')
    .update(imageSetKey(products, banners))
    .update(JSON.stringify({ productSuffixes, DRAWN_WIDTH, storefrontWebp, ogImageSize }))
    .digest('hex')
    .slice(0, 16);
}

function bannerJobs(): { jobs: RenderJob[]; looks: Map<string, PlaceholderLook>; specs: BannerImageSpec[] } {
  const { specs } = buildDemoBanners();
  const { desktop, mobile } = bannerImageWidths;
  const looks = new Map<string, PlaceholderLook>();
  const jobs = specs.map((spec) => {
    const narrow = imageVariant(spec.image, mobile);
    const look = { colorway: spec.colorway, motif: spec.motif, banner: true };
    looks.set(spec.image, { ...look, width: desktop, height: 600 });
    looks.set(narrow, { ...look, width: mobile, height: 300 });
    looks.set(spec.mobileImage, { ...look, width: mobile, height: 1000 });
    return {
      files: [spec.image, narrow, spec.mobileImage],
      write: (dir: string) => writeBannerImages(dir, spec),
    };
  });
  return { jobs, looks, specs };
}

/**
 * The placeholder of a missing demo picture, as SVG at the picture's pixel size: a piece shows its
 * cloth (its colourway's ground with its motif, faded) inside a gold hairline frame; a banner shows
 * the brand's maroon with the motif, faded. No text, so it reads as a swatch, not an error.
 */
export function placeholderSvg(look: PlaceholderLook): string {
  const { width, height, colorway } = look;
  const ground = look.banner ? brand.maroon : colorway.base;
  const scale = Math.max(0.5, width / 960);
  const pattern = motifPattern('p', look.motif, { ...colorway, base: ground }, scale);
  const inset = Math.round(Math.min(width, height) * 0.04);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${pattern}</defs>` +
    `<rect width="${width}" height="${height}" fill="${ground}"/>` +
    `<rect width="${width}" height="${height}" fill="url(#p)" opacity=".28"/>` +
    `<rect x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" fill="none" stroke="${brand.paleGold}" stroke-opacity=".55" stroke-width="${Math.max(1, Math.round(scale * 2))}"/>` +
    '</svg>'
  );
}

/** Copies `from` to `to` via a temporary name, so a reader never sees half a file. */
async function copyAtomically(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  const temporary = `${to}.${process.pid}.tmp`;
  await copyFile(from, temporary);
  await rename(temporary, to);
}

/**
 * A renderer of the demo pictures into `imageDir`. `cacheRoot` (default: the OS temp folder) holds
 * the per-machine cache `shahi-demo-images-<hash of every SVG>`; `log` receives progress lines.
 */
export function createDemoImageRenderer(options: {
  imageDir: string;
  cacheRoot?: string;
  log?: (message: string) => void;
  onError?: (error: unknown) => void;
}): DemoImageRenderer {
  const { imageDir } = options;
  const banners = bannerJobs();
  const products = productJobs();
  const jobs = [...banners.jobs, ...products.jobs];
  const looks = new Map([...banners.looks, ...products.looks]);
  const done = new Set<RenderJob>();
  const jobOf = new Map(jobs.flatMap((job) => job.files.map((file) => [file, job] as const)));
  const inImageDir = (job: RenderJob) => job.files.every((file) => existsSync(path.join(imageDir, file)));
  let stopping = false;
  let running: Promise<void> | undefined;

  async function renderOne(job: RenderJob, cacheDir: string | undefined): Promise<string | undefined> {
    if (inImageDir(job)) return cacheDir;
    if (cacheDir) {
      try {
        if (!job.files.every((file) => existsSync(path.join(cacheDir, file)))) await job.write(cacheDir);
        for (const file of job.files) {
          if (!existsSync(path.join(imageDir, file)))
            await copyAtomically(path.join(cacheDir, file), path.join(imageDir, file));
        }
        return cacheDir;
      } catch {
        // The cache folder cannot be written (or read): render straight into IMAGE_DIR from now on.
      }
    }
    await job.write(imageDir);
    return undefined;
  }

  async function run(): Promise<void> {
    const started = performance.now();
    for (const job of jobs) if (inImageDir(job)) done.add(job);
    if (done.size === jobs.length) return;
    let cacheDir: string | undefined = path.join(
      options.cacheRoot ?? os.tmpdir(),
      `shahi-demo-images-${renderSetKey(products.specs, banners.specs)}`,
    );
    const missing = jobs.length - done.size;
    options.log?.(`rendering ${missing} demo pictures in the background`);
    for (const job of jobs) {
      if (stopping) return;
      if (done.has(job)) continue;
      try {
        cacheDir = await renderOne(job, cacheDir);
        done.add(job);
      } catch (error) {
        options.onError?.(error);
      }
      // Let waiting requests run between two pictures.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (done.size === jobs.length)
      options.log?.(`demo images ready in ${Math.round(performance.now() - started)} ms`);
  }

  return {
    placeholder(relativePath) {
      const job = jobOf.get(relativePath);
      if (!job || done.has(job)) return undefined;
      if (existsSync(path.join(imageDir, relativePath))) return undefined;
      const look = looks.get(relativePath);
      return look ? placeholderSvg(look) : undefined;
    },
    status() {
      const rendered = done.size;
      return { state: rendered === jobs.length ? 'ready' : 'rendering', rendered, total: jobs.length };
    },
    start() {
      stopping = false;
      running ??= run()
        .catch((error: unknown) => options.onError?.(error))
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    async stop() {
      stopping = true;
      await running;
    },
  };
}
