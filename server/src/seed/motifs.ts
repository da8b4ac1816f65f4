/**
 * Traditional motifs as SVG <pattern> tiles: phulkari bagh diamonds, buta (paisley), lotus,
 * mandala, leheriya chevrons, jaal lattice, tilla florets, and the zari temple border.
 * Tiles are drawn in user space; `scale` enlarges them (the close-up views use ~3).
 */
import type { Colorway } from './palette.ts';

export const motifNames = ['bagh', 'buta', 'lotus', 'mandala', 'chevron', 'jaal', 'tilla'] as const;
export type MotifName = (typeof motifNames)[number];

const paisley = 'M0 16C-13 16-19 5-16-6C-13-16-3-21 6-23C12-24 15-29 13-35C22-29 23-16 17-6C12 4 9 16 0 16Z';

function petals(cx: number, cy: number, count: number, rx: number, ry: number, fill: string): string {
  let out = '';
  for (let k = 0; k < count; k++) {
    const deg = (360 / count) * k;
    out += `<ellipse cx="${cx}" cy="${cy - ry}" rx="${rx}" ry="${ry}" fill="${fill}" transform="rotate(${deg} ${cx} ${cy})"/>`;
  }
  return out;
}

const tiles: Record<MotifName, (c: Colorway) => { w: number; h: number; body: string }> = {
  bagh: (c) => ({
    w: 80,
    h: 80,
    body:
      `<path d="M40 4L76 40 40 76 4 40Z" fill="${c.motif}"/>` +
      `<path d="M40 4L40 76 4 40Z" fill="#fff" opacity=".14"/>` +
      `<path d="M40 17L63 40 40 63 17 40Z" fill="${c.accent}"/>` +
      `<path d="M40 28L52 40 40 52 28 40Z" fill="${c.base}"/>` +
      `<path d="M40 35L45 40 40 45 35 40Z" fill="${c.motif}"/>` +
      `<path d="M0-8L8 0 0 8-8 0ZM80-8L88 0 80 8 72 0ZM0 72L8 80 0 88-8 80ZM80 72L88 80 80 88 72 80Z" fill="${c.accent}"/>`,
  }),
  buta: (c) => ({
    w: 96,
    h: 96,
    body:
      [
        [26, 30],
        [74, 78],
      ]
        .map(
          ([x, y]) =>
            `<g transform="translate(${x} ${y})"><path d="${paisley}" fill="${c.motif}"/>` +
            `<path d="${paisley}" fill="${c.accent}" transform="translate(-1 3) scale(.55)"/>` +
            `<circle cx="-3" cy="4" r="3" fill="${c.base}"/></g>`,
        )
        .join('') +
      `<g fill="${c.motif}" opacity=".8"><circle cx="74" cy="26" r="3"/><circle cx="26" cy="78" r="3"/>` +
      `<circle cx="0" cy="54" r="2"/><circle cx="96" cy="54" r="2"/><circle cx="50" cy="6" r="2"/></g>`,
  }),
  lotus: (c) => ({
    w: 84,
    h: 84,
    body:
      `<g transform="translate(42 46)"><path d="M0 10C-16 12-29 4-33-8-20-8-7-3 0 10ZM0 10C16 12 29 4 33-8 20-8 7-3 0 10Z" fill="${c.accent}"/>` +
      `<path d="M0 10C-11 6-18-4-18-16-7-12-1-4 0 10ZM0 10C11 6 18-4 18-16 7-12 1-4 0 10Z" fill="${c.motif}"/>` +
      `<path d="M0-24C9-14 9-2 0 10-9-2-9-14 0-24Z" fill="${c.motif}"/>` +
      `<path d="M0-14C4-8 4-2 0 4-4-2-4-8 0-14Z" fill="${c.base}" opacity=".55"/>` +
      `<rect x="-14" y="11" width="28" height="4" rx="2" fill="${c.motif}"/></g>` +
      `<g fill="${c.motif}"><path d="M0-5L5 0 0 5-5 0ZM84-5L89 0 84 5 79 0ZM0 79L5 84 0 89-5 84ZM84 79L89 84 84 89 79 84Z"/></g>`,
  }),
  mandala: (c) => ({
    w: 120,
    h: 120,
    body:
      `<circle cx="60" cy="60" r="44" fill="none" stroke="${c.motif}" stroke-width="3" stroke-dasharray="1 7" stroke-linecap="round"/>` +
      petals(60, 60, 8, 7, 18, c.motif) +
      petals(60, 60, 8, 4, 10, c.accent) +
      `<circle cx="60" cy="60" r="9" fill="${c.accent}"/><circle cx="60" cy="60" r="4" fill="${c.base}"/>` +
      `<g fill="${c.motif}">${[0, 120]
        .flatMap((x) => [0, 120].map((y) => `<circle cx="${x}" cy="${y}" r="8"/>`))
        .join('')}</g>`,
  }),
  chevron: (c) => ({
    w: 48,
    h: 36,
    body:
      `<path d="M-6 3L6 15 18 3 30 15 42 3 54 15" fill="none" stroke="${c.motif}" stroke-width="7"/>` +
      `<path d="M-6 21L6 33 18 21 30 33 42 21 54 33" fill="none" stroke="${c.accent}" stroke-width="3"/>`,
  }),
  jaal: (c) => ({
    w: 64,
    h: 96,
    body:
      `<path d="M0 0C0 24 32 24 32 48S0 72 0 96M64 0C64 24 32 24 32 48S64 72 64 96" fill="none" stroke="${c.motif}" stroke-width="3"/>` +
      [
        [32, 48],
        [0, 0],
        [64, 0],
        [0, 96],
        [64, 96],
      ]
        .map(([x, y]) => `<g transform="translate(${x} ${y})">${petals(0, 0, 4, 3.5, 6, c.motif)}</g>`)
        .join('') +
      `<g fill="${c.accent}"><path d="M0 40L5 48 0 56-5 48ZM64 40L69 48 64 56 59 48ZM32-8L37 0 32 8 27 0ZM32 88L37 96 32 104 27 96Z"/></g>`,
  }),
  tilla: (c) => ({
    w: 56,
    h: 56,
    body:
      petals(28, 28, 6, 4.5, 9, c.motif) +
      `<circle cx="28" cy="28" r="4" fill="${c.accent}"/>` +
      `<g fill="${c.motif}"><circle cx="0" cy="0" r="3"/><circle cx="56" cy="0" r="3"/><circle cx="0" cy="56" r="3"/><circle cx="56" cy="56" r="3"/></g>`,
  }),
};

/** A `<pattern id>` element filling with `motif` in colourway `c`; `scale` multiplies the tile size. */
export function motifPattern(id: string, motif: MotifName, c: Colorway, scale = 1): string {
  const { w, h, body } = tiles[motif](c);
  const transform = scale === 1 ? '' : ` patternTransform="scale(${scale})"`;
  return `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${transform}><rect width="${w}" height="${h}" fill="${c.base}"/>${body}</pattern>`;
}

/** A `<pattern id>` for a 56-unit-high zari temple border band starting at y = 0 (place it with a translate). */
export function zariPattern(id: string, c: Colorway, scale = 1): string {
  const transform = scale === 1 ? '' : ` patternTransform="scale(${scale})"`;
  return (
    `<pattern id="${id}" width="40" height="56" patternUnits="userSpaceOnUse"${transform}>` +
    `<rect width="40" height="56" fill="${c.edge}"/><rect y="3" width="40" height="4" fill="#d9b44a"/>` +
    `<circle cx="10" cy="13" r="2.5" fill="#e6cf86"/><circle cx="30" cy="13" r="2.5" fill="#e6cf86"/>` +
    `<path d="M0 46L10 20 20 46ZM20 46L30 20 40 46Z" fill="#d9b44a"/>` +
    `<path d="M6 46L10 34 14 46ZM26 46L30 34 34 46Z" fill="${c.accent}"/>` +
    `<rect y="48" width="40" height="4" fill="#d9b44a"/></pattern>`
  );
}
