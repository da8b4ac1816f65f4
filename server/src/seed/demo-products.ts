/** The demo catalogue's categories and pieces, prices in whole rupees; every title is unique. */

import type { MotifName } from './motifs.ts';
import type { ShapeKind } from './product-art.ts';

/** One piece: title, price and MRP in rupees (MRP null when none), fabric, work, size. */
export type DemoPiece = [
  title: string,
  priceRupees: number,
  mrpRupees: number | null,
  fabric: string,
  work: string,
  size: string,
];

export interface DemoCategory {
  slug: string;
  name: string;
  categoryName: string;
  /** The silhouette of the category's pieces; `shapeOverrides` picks another for some titles. */
  kind: ShapeKind;
  motifs: MotifName[];
  story: string[];
  care: string;
  origin: string;
  pieces: DemoPiece[];
}

export const demoCategories: DemoCategory[] = [
  {
    slug: 'phulkari-dupattas',
    name: 'Phulkari Dupattas',
    categoryName: 'Phulkari — Hand-Embroidered Dupattas',
    kind: 'dupatta',
    motifs: ['bagh', 'chevron', 'tilla'],
    story: [
      'Darned by hand from the reverse in untwisted silk floss, one counted stitch at a time.',
      'A bagh in the old Patiala manner: the ground all but hidden beneath the flowers.',
      'Worked over many weeks by a single embroiderer in our Chandigarh atelier.',
    ],
    care: 'Dry clean only; store folded in muslin',
    origin: 'Patiala, Punjab',
    pieces: [
      [
        'Bagh Phulkari Dupatta in Marigold Silk',
        8450,
        11200,
        'Khaddar cotton',
        'Silk floss bagh',
        '2.5 m × 1.2 m',
      ],
      [
        'Chope Phulkari Dupatta — Bridal Red',
        14800,
        18500,
        'Hand-spun khaddar',
        'Double-darn chope',
        '2.6 m × 1.3 m',
      ],
      [
        'Sainchi Phulkari Dupatta with Village Scenes',
        12600,
        null,
        'Khaddar cotton',
        'Figurative sainchi',
        '2.5 m × 1.25 m',
      ],
      ['Thirma Phulkari in Ivory and Rose', 9900, 12400, 'White khaddar', 'Thirma darn', '2.4 m × 1.2 m'],
      ['Darshan Dwar Phulkari Dupatta', 11250, 13900, 'Khaddar cotton', 'Gateway panels', '2.5 m × 1.2 m'],
      [
        'Mirror-Work Phulkari Dupatta in Emerald',
        6750,
        8900,
        'Chanderi silk',
        'Phulkari with shisha',
        '2.3 m × 1.1 m',
      ],
      [
        'Baawan Bagh Phulkari — Fifty-Two Patterns',
        21500,
        26800,
        'Hand-spun khaddar',
        'Sampler of 52 baghs',
        '2.6 m × 1.3 m',
      ],
      [
        'Georgette Phulkari Dupatta in Magenta',
        4250,
        5600,
        'Pure georgette',
        'Phulkari motifs',
        '2.4 m × 1.1 m',
      ],
      [
        'Chanderi Phulkari Dupatta — Peacock Blue',
        5480,
        7200,
        'Chanderi silk-cotton',
        'Bagh corners',
        '2.4 m × 1.15 m',
      ],
      [
        'Kaudi Bagh Phulkari in Saffron',
        9350,
        null,
        'Khaddar cotton',
        'Kaudi (cowrie) bagh',
        '2.5 m × 1.2 m',
      ],
      [
        'Tilla Phulkari Dupatta with Gota Edge',
        7650,
        9800,
        'Mulmul cotton',
        'Tilla and gota',
        '2.4 m × 1.1 m',
      ],
      ['Vari-da-Bagh Wedding Phulkari', 18900, 23600, 'Hand-spun khaddar', 'Vari-da-bagh', '2.6 m × 1.3 m'],
    ],
  },
  {
    slug: 'suits-and-kurtas',
    name: 'Suits & Kurtas',
    categoryName: 'Suits & Kurtas — Tailored by Hand',
    kind: 'kurta',
    motifs: ['jaal', 'buta', 'lotus'],
    story: [
      'Cut and finished by our master tailor, with hand-rolled hems and a lined yoke.',
      'A three-piece suit: kurta, salwar and a matching dupatta, all from one bolt.',
      'Embroidered at the neck and cuffs, light enough for a long day of celebrations.',
    ],
    care: 'Gentle hand wash in cold water; dry in shade',
    origin: 'Chandigarh, Punjab',
    pieces: [
      [
        'Patiala Salwar Suit in Rani Pink Silk',
        6850,
        8600,
        'Raw silk',
        'Zari yoke',
        'Bust 38 in, length 42 in',
      ],
      [
        'Chikankari Kurta in Ivory Mulmul',
        3450,
        4300,
        'Mulmul cotton',
        'Lucknowi chikan',
        'Bust 40 in, length 46 in',
      ],
      [
        'Gota Patti Anarkali — Emerald Velvet',
        12400,
        15500,
        'Silk velvet',
        'Gota patti',
        'Bust 36 in, length 52 in',
      ],
      [
        'Bandhani Kurta Set in Mustard',
        4150,
        5200,
        'Modal silk',
        'Bandhani tie-dye',
        'Bust 38 in, length 44 in',
      ],
      [
        'Nehru Collar Kurta for Men — Indigo Khadi',
        2950,
        null,
        'Hand-woven khadi',
        'Pintucks',
        'Chest 42 in, length 40 in',
      ],
      [
        'Phulkari Yoke Suit in Peacock Blue',
        5650,
        7100,
        'Chanderi cotton',
        'Phulkari yoke',
        'Bust 38 in, length 44 in',
      ],
      [
        'Sharara Set with Mukaish Work',
        9750,
        12200,
        'Georgette',
        'Mukaish and sequins',
        'Bust 36 in, length 34 in',
      ],
      [
        'Block-Printed Kurta in Mehndi Green',
        1850,
        2400,
        'Cotton cambric',
        'Dabu block print',
        'Bust 40 in, length 45 in',
      ],
      [
        'Jamawar Pathani Suit — Maroon',
        7250,
        8900,
        'Jamawar wool blend',
        'Woven buta',
        'Chest 44 in, length 42 in',
      ],
      [
        'Straight Kurta in Banarasi Brocade',
        5250,
        6500,
        'Banarasi brocade',
        'Woven zari',
        'Bust 38 in, length 46 in',
      ],
      [
        'Angrakha Kurta with Tilla Border',
        4650,
        5800,
        'Chanderi silk',
        'Tilla embroidery',
        'Bust 40 in, length 48 in',
      ],
    ],
  },
  {
    slug: 'sarees',
    name: 'Sarees',
    categoryName: 'Sarees — Handloom and Heirloom',
    kind: 'saree',
    motifs: ['buta', 'lotus', 'jaal'],
    story: [
      'Woven on a pit loom; the pallu alone took the weaver eleven days.',
      'Drapes softly and holds its pleats; comes with an unstitched blouse piece.',
      'An heirloom weave in the colours of a Punjabi wedding.',
    ],
    care: 'Dry clean only; refold every few months',
    origin: 'Varanasi and Chanderi looms',
    pieces: [
      [
        'Banarasi Katan Silk Saree — Peacock Blue',
        24500,
        29800,
        'Katan silk',
        'Kadhua zari buta',
        '5.5 m + 0.8 m blouse',
      ],
      [
        'Chanderi Saree with Gold Buta',
        8450,
        10400,
        'Chanderi silk-cotton',
        'Woven buta',
        '5.5 m + 0.8 m blouse',
      ],
      [
        'Kanjeevaram Saree in Temple Red',
        32000,
        38500,
        'Mulberry silk',
        'Korvai temple border',
        '5.6 m + 0.8 m blouse',
      ],
      [
        'Tussar Ghicha Saree with Madhubani Pallu',
        11800,
        null,
        'Tussar ghicha silk',
        'Hand-painted pallu',
        '5.5 m + 0.8 m blouse',
      ],
      [
        'Organza Saree with Phulkari Border',
        9650,
        12100,
        'Silk organza',
        'Phulkari border',
        '5.5 m + 0.8 m blouse',
      ],
      ['Bandhani Gharchola Saree', 15400, 18900, 'Gaji silk', 'Bandhani grid', '5.5 m + 0.8 m blouse'],
      [
        'Maheshwari Saree in Mint and Gold',
        5850,
        7300,
        'Silk-cotton',
        'Reversible border',
        '5.5 m + 0.8 m blouse',
      ],
      ['Paithani Saree — Parrot Green', 28750, 34500, 'Silk', 'Tapestry pallu', '5.6 m + 0.8 m blouse'],
      ['Linen Saree with Zari Stripes', 4250, 5300, 'Linen', 'Zari stripes', '5.5 m + 0.8 m blouse'],
      ['Jamdani Saree in Ivory', 13600, 16200, 'Fine cotton', 'Jamdani inlay', '5.5 m + 0.8 m blouse'],
    ],
  },
  {
    slug: 'punjabi-juttis',
    name: 'Punjabi Juttis',
    categoryName: 'Punjabi Juttis — Hand-Stitched Leather',
    kind: 'jutti',
    motifs: ['tilla', 'bagh', 'mandala'],
    story: [
      'Hand-stitched on a leather sole; softens to the wearer after a few days.',
      'Embroidered uppers in tilla thread, made by a family of jutti-makers from Patiala.',
      'No left or right: the pair shapes itself to your feet.',
    ],
    care: 'Wipe with a dry cloth; keep away from water',
    origin: 'Patiala, Punjab',
    pieces: [
      [
        'Tilla Jutti with Gota Border — Gold',
        1850,
        2400,
        'Vegetable-tanned leather',
        'Tilla embroidery',
        'EU 38 (UK 5)',
      ],
      [
        'Bridal Jutti in Red Velvet and Pearls',
        3450,
        4200,
        'Velvet on leather',
        'Pearl and dabka',
        'EU 37 (UK 4)',
      ],
      ['Phulkari Jutti in Marigold', 1650, 2100, 'Leather', 'Phulkari threadwork', 'EU 39 (UK 6)'],
      ['Men’s Khussa in Tan Leather', 2250, null, 'Buffalo leather', 'Hand-stitched', 'EU 43 (UK 9)'],
      ['Mirror-Work Jutti in Emerald', 1450, 1900, 'Leather', 'Shisha work', 'EU 38 (UK 5)'],
      ['Zardozi Jutti — Maroon Velvet', 2850, 3600, 'Velvet on leather', 'Zardozi', 'EU 37 (UK 4)'],
      ['Cushioned Jutti in Ivory Dabka', 1950, 2450, 'Leather, padded insole', 'Dabka', 'EU 40 (UK 6.5)'],
      ['Men’s Tilla Jutti for Weddings', 3150, 3900, 'Leather', 'Tilla and sequins', 'EU 42 (UK 8)'],
      ['Pom-Pom Jutti in Magenta', 1250, 1650, 'Leather', 'Woollen pom-poms', 'EU 36 (UK 3)'],
      ['Kundan Jutti — Peacock Blue', 2650, 3300, 'Silk on leather', 'Kundan stones', 'EU 38 (UK 5)'],
    ],
  },
  {
    slug: 'home-textiles',
    name: 'Home Textiles',
    categoryName: 'Home Textiles — Cushions, Throws and Spreads',
    kind: 'cushion',
    motifs: ['mandala', 'chevron', 'bagh'],
    story: [
      'Made from cloth left over from our dupattas, so no two are alike.',
      'Brings the colours of a Punjabi courtyard to a sofa or a window seat.',
      'Backed in soft cotton with a concealed zip; insert not included.',
    ],
    care: 'Hand wash cold, inside out; do not bleach',
    origin: 'Chandigarh atelier',
    pieces: [
      ['Phulkari Cushion Cover in Saffron', 950, 1250, 'Khaddar cotton', 'Phulkari darn', '16 in × 16 in'],
      ['Mandala Block-Print Bedspread', 3850, 4800, 'Cotton', 'Hand block print', '90 in × 108 in'],
      [
        'Kantha Quilted Throw in Indigo',
        4450,
        5600,
        'Layered cotton saris',
        'Kantha running stitch',
        '50 in × 70 in',
      ],
      ['Durrie Floor Rug with Chevrons', 5250, null, 'Hand-woven cotton', 'Panja weave', '4 ft × 6 ft'],
      ['Velvet Cushion with Zari Border', 1350, 1700, 'Cotton velvet', 'Zari tape', '18 in × 18 in'],
      ['Table Runner with Tilla Work', 1650, 2100, 'Silk dupion', 'Tilla embroidery', '14 in × 72 in'],
      ['Bagh Wall Hanging', 6900, 8500, 'Khaddar cotton', 'Phulkari bagh', '36 in × 48 in'],
      ['Ajrakh Dohar in Madder Red', 3650, 4500, 'Mulmul cotton', 'Ajrakh print', '60 in × 90 in'],
      ['Mirror-Work Bolster Cover Pair', 1450, 1850, 'Cotton', 'Shisha embroidery', '30 in × 8 in, pair'],
      ['Hand-Woven Khes Blanket', 2950, 3700, 'Cotton', 'Double-cloth khes', '54 in × 90 in'],
    ],
  },
  {
    slug: 'handcrafted-decor',
    name: 'Handcrafted Décor',
    categoryName: 'Handcrafted Décor — For Home and Gifting',
    kind: 'box',
    motifs: ['lotus', 'mandala', 'jaal'],
    story: [
      'Shaped and painted by hand; small marks of the maker are part of its charm.',
      'A keepsake for dowry jewellery, letters or prayer beads.',
      'Gift-wrapped in our maroon box with a hand-written card.',
    ],
    care: 'Dust with a soft dry brush',
    origin: 'Hoshiarpur and Chandigarh',
    pieces: [
      ['Hoshiarpur Inlay Jewellery Box', 4850, 5900, 'Sheesham wood', 'Bone inlay', '10 in × 7 in × 4 in'],
      ['Brass Diya Set of Five', 1450, 1800, 'Cast brass', 'Hand-chased', '3 in diameter each'],
      ['Lacquered Wedding Chooda Box', 2250, 2800, 'Mango wood', 'Lac turning', '8 in × 8 in × 5 in'],
      ['Phulkari-Framed Mirror', 3650, null, 'Wood and khaddar', 'Phulkari panel', '18 in × 24 in'],
      ['Hand-Painted Ceramic Vase with Lotus', 1950, 2400, 'Stoneware', 'Hand-painted', '12 in tall'],
      ['Carved Walnut Trinket Box', 3250, 4100, 'Walnut wood', 'Hand carving', '6 in × 4 in × 3 in'],
      ['Embroidered Potli Gift Set', 950, 1200, 'Silk brocade', 'Zari and tassels', '8 in × 6 in, set of 3'],
      ['Brass Urli with Floating Lotus', 4250, 5200, 'Brass', 'Hand-beaten', '14 in diameter'],
      ['Meenakari Peacock Wall Plate', 2750, 3400, 'Copper', 'Meenakari enamel', '10 in diameter'],
    ],
  },
  {
    slug: 'stoles-and-shawls',
    name: 'Stoles & Shawls',
    categoryName: 'Stoles & Shawls — For Winter Weddings',
    kind: 'shawl',
    motifs: ['jaal', 'chevron', 'buta'],
    story: [
      'Warm without weight; drapes over a suit or a saree alike.',
      'Woven in the hills and finished with embroidery in our atelier.',
      'A shawl to be handed down, as shawls in Punjab always have been.',
    ],
    care: 'Dry clean only; store with neem leaves',
    origin: 'Kullu and Amritsar',
    pieces: [
      ['Pashmina Shawl with Jaal Embroidery', 16500, 19800, 'Pashmina', 'Sozni jaal', '2 m × 1 m'],
      ['Kullu Wool Stole in Chevrons', 2450, 3100, 'Kullu wool', 'Woven chevrons', '2 m × 0.7 m'],
      ['Amritsari Phulkari Shawl in Black', 5850, 7200, 'Fine wool', 'Phulkari', '2.2 m × 1.1 m'],
      ['Kani Weave Stole in Maroon', 11200, 13800, 'Wool-silk', 'Kani tapestry', '2 m × 0.7 m'],
      ['Tilla Shawl in Ivory Wool', 7450, 9100, 'Merino wool', 'Tilla border', '2.1 m × 1 m'],
      ['Men’s Loi in Charcoal Herringbone', 3950, null, 'Hand-woven wool', 'Herringbone', '2.5 m × 1.3 m'],
      ['Velvet Stole with Zardozi Buta', 6250, 7800, 'Silk velvet', 'Zardozi buta', '2 m × 0.6 m'],
      ['Bandhani Wool Shawl — Magenta', 4650, 5700, 'Fine wool', 'Bandhani', '2 m × 1 m'],
    ],
  },
];

/** Titles of the pieces the demo marks as already sold (their pages answer; they are never listed). */
export const soldDemoTitles = new Set([
  'Thirma Phulkari in Ivory and Rose',
  'Kanjeevaram Saree in Temple Red',
]);

/** Title words that call for another silhouette than the category's (first match wins). */
const shapeOverrides: Array<[RegExp, ShapeKind]> = [
  [/pom-pom/i, 'jutti-pompom'],
  [/wall hanging/i, 'dupatta'],
  [/bedspread|throw|rug|runner|dohar|blanket|khes/i, 'folded'],
  [/vase/i, 'vase'],
  [/diya|lantern/i, 'lantern'],
  [/plate|urli|mirror/i, 'plate'],
];

/** The silhouette a piece is drawn with: its category's, unless its title asks for another. */
export function shapeFor(category: DemoCategory, title: string): ShapeKind {
  return shapeOverrides.find(([pattern]) => pattern.test(title))?.[1] ?? category.kind;
}
