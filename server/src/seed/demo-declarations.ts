/**
 * The demo catalogue's GST facts and listing declarations (ADR 0034): each category's HSN code and
 * GST rate, and what a piece's listing declares (Legal Metrology (Packaged Commodities) Rules 2011,
 * rule 6(10)). Pieces the shop makes name no maker: the seller's name and address stand for it.
 */
import type { products } from '#server/tables/index.ts';

interface CategoryDeclarations {
  /** HSN code of the category's pieces (chapter 62/63 textiles, 64 footwear, 44 wood …). */
  hsnCode: string;
  /** GST rate in basis points; null = the textile rule (5 % up to ₹2,500 a piece, else 18 %). */
  gstRateBp: number | null;
  /** Generic name of a piece: the first title pattern that matches, else the last entry's. */
  genericNames: Array<[RegExp, string]>;
  /** The maker when not the shop itself. */
  maker?: { name: string; address: string };
  /** Title patterns whose pieces take another HSN code than the category's. */
  hsnOverrides?: Array<[RegExp, string]>;
}

const anything = /./;

/** By category slug (demo-products.ts). */
export const demoCategoryDeclarations: Record<string, CategoryDeclarations> = {
  'phulkari-dupattas': {
    hsnCode: '6214',
    gstRateBp: null,
    genericNames: [[anything, 'Phulkari dupatta']],
  },
  'suits-and-kurtas': {
    hsnCode: '6204',
    gstRateBp: null,
    genericNames: [
      [/pathani/i, 'Men’s pathani suit'],
      [/\bmen\b/i, 'Men’s kurta'],
      [/kurta/i, 'Women’s kurta'],
      [anything, 'Women’s suit'],
    ],
    hsnOverrides: [
      [/\bmen\b|pathani/i, '6203'],
      [/kurta/i, '6211'],
    ],
  },
  sarees: {
    hsnCode: '5007',
    gstRateBp: 500,
    genericNames: [[anything, 'Handloom saree']],
    maker: {
      name: 'Kashi Handloom Weavers',
      address: 'Lallapura, Varanasi, Uttar Pradesh 221001, India',
    },
  },
  'punjabi-juttis': {
    // Footwear follows the same ₹2,500 line as garments since September 2025.
    hsnCode: '6403',
    gstRateBp: null,
    genericNames: [
      [/khussa/i, 'Men’s khussa (footwear)'],
      [anything, 'Punjabi jutti (footwear)'],
    ],
    maker: { name: 'Sandhu Jutti Works', address: 'Tripuri Town, Patiala, Punjab 147001, India' },
  },
  'home-textiles': {
    hsnCode: '6304',
    gstRateBp: null,
    genericNames: [
      [/cushion|bolster/i, 'Cushion cover'],
      [/bedspread/i, 'Bedcover'],
      [/rug/i, 'Floor rug'],
      [/runner/i, 'Table runner'],
      [/throw|dohar|blanket|khes/i, 'Throw blanket'],
      [anything, 'Wall hanging'],
    ],
    hsnOverrides: [[/rug/i, '5702']],
  },
  'handcrafted-decor': {
    hsnCode: '4420',
    gstRateBp: 500,
    genericNames: [
      [/box/i, 'Decorative box'],
      [/diya/i, 'Brass diya'],
      [/mirror/i, 'Wall mirror'],
      [/vase/i, 'Ceramic vase'],
      [/potli/i, 'Potli bag'],
      [/urli/i, 'Brass urli'],
      [anything, 'Decorative wall plate'],
    ],
    hsnOverrides: [
      [/brass|copper|meenakari/i, '7419'],
      [/ceramic/i, '6913'],
    ],
  },
  'stoles-and-shawls': {
    hsnCode: '6214',
    gstRateBp: null,
    genericNames: [
      [/stole/i, 'Stole'],
      [/\bloi\b/i, 'Men’s loi (shawl)'],
      [anything, 'Shawl'],
    ],
  },
};

/** The declarations of a demo piece's row: generic name, net quantity, size, maker, HSN code. */
export function demoPieceDeclarations(
  categorySlug: string,
  title: string,
  size: string,
): Partial<typeof products.$inferInsert> {
  const category = demoCategoryDeclarations[categorySlug];
  if (!category) return { dimensions: size };
  const matchOf = (list: Array<[RegExp, string]> = []) => list.find(([pattern]) => pattern.test(title))?.[1];
  const hsnCode = matchOf(category.hsnOverrides);
  return {
    genericName: matchOf(category.genericNames) ?? '',
    netQuantity: netQuantityOf(categorySlug, title),
    dimensions: size,
    makerName: category.maker?.name ?? '',
    makerAddress: category.maker?.address ?? '',
    ...(hsnCode ? { hsnCode } : {}),
  };
}

/** "1 pair" of juttis, "2 pieces" of a pair of covers, "5 pieces" of a set of five; else one piece. */
function netQuantityOf(categorySlug: string, title: string): string {
  if (categorySlug === 'punjabi-juttis') return '1 pair';
  if (/pair/i.test(title)) return '2 pieces';
  if (/set of five/i.test(title)) return '5 pieces';
  if (/set/i.test(title) && categorySlug === 'handcrafted-decor') return '3 pieces';
  return '1 piece';
}
