/** The demo catalogue as database rows (paise) and the image specs behind each path; pure. */
import type { products } from '#server/tables/index.ts';
import { demoBanners } from './demo-content.ts';
import { demoPieceDeclarations } from './demo-declarations.ts';
import { demoId, slugify } from './demo-ids.ts';
import {
  type DemoCategory,
  type DemoPiece,
  demoCategories,
  shapeFor,
  soldDemoTitles,
} from './demo-products.ts';
import type { BannerImageSpec, ProductImageSpec } from './images.ts';
import { colorwayFor, colorways } from './palette.ts';

/** The newest demo piece's creation time; each earlier piece is 7 hours older. */
const NEWEST_PIECE_AT = Date.UTC(2026, 10, 1, 10, 0, 0);

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

function describe(category: DemoCategory, piece: DemoPiece, index: number): string {
  const [, price, mrp] = piece;
  const lines = [category.story[index % category.story.length] ?? ''];
  if (mrp) {
    lines.push(`MRP ${wholeRupees.format(mrp)}`);
    lines.push(`Was ~~${wholeRupees.format(mrp)}~~ now ${wholeRupees.format(price)}`);
    lines.push(`${Math.round(((mrp - price) / mrp) * 100)}% OFF`);
  } else {
    lines.push(`Price ${wholeRupees.format(price)}, inclusive of all taxes`);
  }
  lines.push('One piece only: once sold, forever gone');
  return lines.join('$');
}

function details(category: DemoCategory, piece: DemoPiece): string {
  const [, , , fabric, work, size] = piece;
  return [
    `Fabric: ${fabric}`,
    `Work: ${work}`,
    `Size: ${size}`,
    `Care: ${category.care}`,
    `Origin: ${category.origin}`,
  ].join('$');
}

/** Every demo product row and the image specs its `images` paths stand for. */
export function buildDemoProducts() {
  const rows: Array<typeof products.$inferInsert> = [];
  const images: ProductImageSpec[] = [];
  demoCategories.forEach((category, categoryIndex) => {
    category.pieces.forEach((piece, index) => {
      const [title, price, mrp, , , size] = piece;
      const slug = slugify(title);
      const art = {
        shape: shapeFor(category, title),
        motif: category.motifs[index % category.motifs.length] ?? 'bagh',
        colorway: colorwayFor(index, categoryIndex),
        alternate: colorwayFor(index + 4, categoryIndex + 1),
      };
      const specs: ProductImageSpec[] = [
        { path: `products/${slug}/1.webp`, view: 'piece', art },
        { path: `products/${slug}/2.webp`, view: 'detail', art },
      ];
      // Every fifth piece also shows its second colourway, as a third gallery image.
      if (index % 5 === 0) specs.push({ path: `products/${slug}/3.webp`, view: 'alternate', art });
      images.push(...specs);
      // Interleave categories so "newest first" mixes them, as a real shop's arrivals would.
      const createdAt = new Date(
        NEWEST_PIECE_AT - (index * demoCategories.length + categoryIndex) * 7 * 3_600_000,
      );
      rows.push({
        id: demoId(`product:${slug}`),
        title,
        pricePaise: price * 100,
        mrpPaise: mrp === null ? null : mrp * 100,
        description: describe(category, piece, index),
        productDetails: details(category, piece),
        images: specs.map((spec) => spec.path),
        status: soldDemoTitles.has(title) ? 'sold' : 'available',
        categoryId: demoId(`category:${category.slug}`),
        ...demoPieceDeclarations(category.slug, title, size),
        createdAt,
        // A demo sale three days after the piece arrived (the /sold archive's date, ADR 0037).
        soldAt: soldDemoTitles.has(title) ? new Date(createdAt.getTime() + 3 * 86_400_000) : null,
      });
    });
  });
  return { rows, images, count: rows.length };
}

/** Every demo banner row and the image specs its paths stand for. */
export function buildDemoBanners() {
  const specs: BannerImageSpec[] = [];
  const rows = demoBanners.map((banner, position) => {
    const spec: BannerImageSpec = {
      image: `banners/${banner.slug}.webp`,
      mobileImage: `banners/${banner.slug}-mobile.webp`,
      kinds: banner.kinds,
      motif: banner.motif,
      colorway: colorways[banner.colorwayIndex] ?? colorwayFor(0),
    };
    specs.push(spec);
    return {
      id: demoId(`banner:${banner.slug}`),
      image: spec.image,
      mobileImage: spec.mobileImage,
      title: banner.title,
      link: `/collection/${demoId(`category:${banner.categorySlug}`)}`,
      position,
    };
  });
  return { rows, specs };
}
