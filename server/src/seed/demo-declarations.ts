/**
 * The demo catalogue's GST facts and listing declarations (ADR 0034, ADR 0055): each category's HSN
 * code and fallback GST rate, which pieces are declared handmade or hand-embroidered, and what a
 * piece's listing declares (Legal Metrology (Packaged Commodities) Rules 2011, rule 6(10)). Rates
 * come from the rate table by HSN code (migration 0017's rules); a category rate is only a fallback
 * where the goods' schedule entry is not in the table. Pieces the shop makes name no maker: the
 * seller's name and address stand for it.
 */
import type { products } from '#server/tables/index.ts';

interface CategoryDeclarations {
  /** HSN code of the category's pieces (chapter 62/63 textiles, 64 footwear, 44 wood …). */
  hsnCode: string;
  /** Fallback GST rate in basis points when no rule of the rate table covers a piece; null = none. */
  gstRateBp: number | null;
  /** Pieces declared handmade or hand-embroidered: all (true), none (absent), or those whose title matches. */
  handmade?: true | RegExp;
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
    // Hand-embroidered phulkari: the handicraft entry for shawls of 6214 (5 % at any value).
    hsnCode: '6214',
    gstRateBp: null,
    handmade: true,
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
    // Woven silk fabric: 5 % from the rate table (9/2025, Sch. I).
    hsnCode: '5007',
    gstRateBp: null,
    handmade: true,
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
    // Made-ups: ₹2,500 threshold; hand-woven rugs (5702) take the handmade carpets' 5 % of chapter 57.
    hsnCode: '6304',
    gstRateBp: null,
    handmade: /rug|phulkari|bagh|kantha|khes|tilla|mirror-work/i,
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
    // Handcrafted art ware: 5 % from the handicraft entries; 5 % (Sch. I) on the category as a fallback.
    hsnCode: '4420',
    gstRateBp: 500,
    handmade: true,
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
      [/mirror/i, '7009'],
      [/potli/i, '4202'],
      [/brass|copper|meenakari/i, '7419'],
      [/ceramic/i, '6913'],
    ],
  },
  'stoles-and-shawls': {
    // Hand-woven or hand-embroidered shawls and stoles: the handicraft entry of 6214.
    hsnCode: '6214',
    gstRateBp: null,
    handmade: true,
    genericNames: [
      [/stole/i, 'Stole'],
      [/\bloi\b/i, 'Men’s loi (shawl)'],
      [anything, 'Shawl'],
    ],
  },
};

/** The declarations of a demo piece's row: generic name, net quantity, size, maker, HSN code, handmade. */
export function demoPieceDeclarations(
  categorySlug: string,
  title: string,
  size: string,
): Partial<typeof products.$inferInsert> {
  const category = demoCategoryDeclarations[categorySlug];
  if (!category) return { dimensions: size };
  const matchOf = (list: Array<[RegExp, string]> = []) => list.find(([pattern]) => pattern.test(title))?.[1];
  const hsnCode = matchOf(category.hsnOverrides);
  const handmade = category.handmade === true || (category.handmade?.test(title) ?? false);
  return {
    handmade,
    genericName: matchOf(category.genericNames) ?? '',
    netQuantity: netQuantityOf(categorySlug, title),
    dimensions: size,
    makerName: category.maker?.name ?? '',
    makerAddress: category.maker?.address ?? '',
    ...(hsnCode ? { hsnCode } : {}),
  };
}

/**
 * "1 pair" of juttis (invoiced in pairs, PRS), "2 pieces" of a pair of covers, "5 pieces" of a set
 * of five, "set of 3" of a décor set (one SET); else one piece.
 */
function netQuantityOf(categorySlug: string, title: string): string {
  if (categorySlug === 'punjabi-juttis') return '1 pair';
  if (/pair/i.test(title)) return '2 pieces';
  if (/set of five/i.test(title)) return '5 pieces';
  if (/set/i.test(title) && categorySlug === 'handcrafted-decor') return 'set of 3';
  return '1 piece';
}
