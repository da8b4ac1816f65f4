/**
 * Silhouettes of the shop's goods as SVG path data on a 960×1200 canvas (4:5 portrait), one per
 * kind of piece. Each is filled with a motif pattern and edged with a zari border by images.ts.
 */
export const garmentKinds = ['dupatta', 'kurta', 'saree', 'jutti', 'cushion', 'decor'] as const;
export type GarmentKind = (typeof garmentKinds)[number];

export interface Silhouette {
  /** The cloth (filled with the motif). */
  body: string;
  /** Bands filled with the zari border (hems, cuffs, pallu). */
  bands: string;
  /** Small details drawn in gold on top (tassels, buttons, soles). */
  trims: string;
}

export const silhouettes: Record<GarmentKind, Silhouette> = {
  // A dupatta hung from a rod, falling in two folds, with a fringe.
  dupatta: {
    body: 'M230 190H730L752 950C650 985 570 945 480 965 390 985 310 985 208 950Z',
    bands: 'M214 860H746L752 950C650 985 570 945 480 965 390 985 310 985 208 950Z',
    trims:
      'M190 170H770V196H190ZM396 200h6v650h-6ZM558 200h6v650h-6ZM220 962h8v60h-8ZM270 972h8v60h-8ZM320 976h8v60h-8ZM370 972h8v60h-8ZM420 966h8v60h-8ZM520 962h8v60h-8ZM570 958h8v60h-8ZM620 964h8v60h-8ZM670 968h8v60h-8ZM720 958h8v60h-8Z',
  },
  // A kurta: yoke, set-in sleeves, flared hem.
  kurta: {
    body: 'M400 170C440 200 520 200 560 170L690 215 820 520 740 555 660 380 690 1000H270L300 380 220 555 140 520 270 215Z',
    bands: 'M270 930H690L690 1000H270ZM140 520L220 555 236 520 160 486ZM820 520L740 555 724 520 800 486Z',
    trims: 'M472 200h16v230h-16ZM480 250a9 9 0 1 0 .1 0ZM480 300a9 9 0 1 0 .1 0ZM480 350a9 9 0 1 0 .1 0Z',
  },
  // A saree shown folded over a stand: the pleats and the pallu thrown across.
  saree: {
    body: 'M180 230H780L800 300 740 1010H220L160 300ZM180 230L780 230 520 640Z',
    bands: 'M160 300L800 300 790 380H170ZM230 930H730L740 1010H220Z',
    trims:
      'M150 200H810V236H150ZM300 420h10v500h-10ZM400 420h10v500h-10ZM550 420h10v500h-10ZM650 420h10v500h-10Z',
  },
  // A pair of juttis with upturned toes, one behind the other.
  jutti: {
    body: 'M140 760C180 640 300 600 420 610L600 640C700 650 780 620 830 560 840 640 800 760 700 800L260 820C200 820 150 800 140 760ZM200 520C240 410 340 380 440 390L590 410C680 420 740 400 790 350 800 420 770 520 680 550L300 570C240 570 200 560 200 520Z',
    bands:
      'M140 760C150 800 200 820 260 820L700 800C760 780 800 740 815 700L160 730ZM200 520C205 555 240 570 300 570L680 550C730 535 765 505 780 470L210 495Z',
    trims: 'M130 820H720V850H130ZM190 575H690V600H190Z',
  },
  // A square cushion with corner tassels.
  cushion: {
    body: 'M200 300C360 270 600 270 760 300 790 460 790 740 760 900 600 930 360 930 200 900 170 740 170 460 200 300Z',
    bands: 'M250 350H710V400H250ZM250 800H710V850H250Z',
    trims:
      'M170 270l40 40-20 20-40-40ZM790 270l-40 40 20 20 40-40ZM170 930l40-40-20-20-40 40ZM790 930l-40-40 20-20 40 40Z',
  },
  // A lidded keepsake box on a lamp-lit stand: the décor piece.
  decor: {
    body: 'M260 480H700V900H260ZM300 360C380 300 580 300 660 360L700 480H260Z',
    bands: 'M260 480H700V540H260ZM260 840H700V900H260Z',
    trims:
      'M460 300h40v-40h-40ZM440 260C460 220 500 220 520 260ZM230 900H730V940H230ZM270 940h30v60h-30ZM660 940h30v60h-30Z',
  },
};
