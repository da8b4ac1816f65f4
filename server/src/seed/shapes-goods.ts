/** Juttis, a cushion and folded textiles on the 960 × 1200 product canvas, as SVG fragments. */
import { clip, cloth, floorShadow, gota, type Paint, zariBand } from './art-kit.ts';

const upper =
  'M14 200V108Q70 122 130 126Q190 124 230 100Q268 40 340 36Q440 40 520 118Q556 100 572 58Q576 110 546 170L536 200Z';
const vamp =
  'M230 100Q268 40 340 36Q440 40 520 118Q556 100 572 58Q576 110 546 170L536 200H216Q206 150 230 100Z';
const heel = 'M14 200V108Q70 122 130 126Q190 124 230 100Q206 150 216 200Z';

function jutti(p: Paint, transform: string, pompom: boolean): string {
  const pom = pompom
    ? `<circle cx="340" cy="40" r="26" fill="${p.c.accent}"/><circle cx="340" cy="40" r="26" fill="url(#vol)"/>`
    : '';
  return (
    `<g transform="${transform}">` +
    '<path d="M0 200H552Q562 212 544 220H16Q0 218 0 200Z" fill="#6b3b1c"/><path d="M4 203H548" stroke="#c9a227" stroke-width="3"/>' +
    cloth(upper, p, false) +
    `<path d="${heel}" fill="#000" fill-opacity=".2"/>` +
    `<path d="${vamp}" fill="url(#vol)"/>` +
    gota('M216 200Q206 150 230 100', 12) +
    gota('M14 108Q70 122 130 126Q190 124 230 100', 8) +
    pom +
    '</g>'
  );
}

/** A pair of juttis, one above the other facing opposite ways; `pompom` adds phulkari pom-poms. */
export function juttiPair(p: Paint, pompom: boolean): string {
  return (
    floorShadow(480, 576, 400, 22) +
    jutti(p, 'translate(51 240) scale(1.5)', pompom) +
    floorShadow(480, 976, 400, 22) +
    jutti(p, 'translate(909 640) scale(-1.5 1.5)', pompom)
  );
}

function tassel(x: number, y: number, deg: number): string {
  return `<path d="M0 0C10 14 12 34 0 46C-12 34-10 14 0 0Z" fill="url(#gl)" transform="translate(${x} ${y}) rotate(${deg})"/>`;
}

/** A square cushion with piping, a centre medallion and gold corner tassels. */
export function cushionShape(p: Paint): string {
  const d = 'M196 320Q480 282 764 320Q800 600 764 880Q480 918 196 880Q160 600 196 320Z';
  const inner = 'M240 366Q480 336 720 366Q748 600 720 834Q480 864 240 834Q212 600 240 366Z';
  let petals = '';
  for (let k = 0; k < 12; k++) {
    petals += `<ellipse cx="480" cy="510" rx="16" ry="44" transform="rotate(${k * 30} 480 600)"/>`;
  }
  return (
    floorShadow(480, 925, 320, 24) +
    cloth(d, p, false) +
    `<path d="${d}" fill="url(#vol)"/>` +
    gota(inner, 10) +
    `<g fill="${p.c.motif}" stroke="${p.c.edge}" stroke-width="2">${petals}</g>` +
    `<circle cx="480" cy="600" r="58" fill="${p.c.edge}" stroke="#c9a227" stroke-width="6"/>` +
    `<circle cx="480" cy="600" r="30" fill="${p.c.accent}"/><circle cx="480" cy="600" r="10" fill="#c9a227"/>` +
    `<path d="${d}" fill="none" stroke="#c9a227" stroke-width="8"/>` +
    tassel(196, 320, 135) +
    tassel(764, 320, -135) +
    tassel(196, 880, 45) +
    tassel(764, 880, -45)
  );
}

function fold(p: Paint, x: number, y: number, w: number, h: number, n: number): string {
  const d = `M${x} ${y}H${x + w}Q${x + w + 22} ${y + h / 2} ${x + w} ${y + h}H${x}Q${x - 22} ${y + h / 2} ${x} ${y}Z`;
  return (
    clip(`${p.id}f${n}`, d) +
    cloth(d, p, false) +
    zariBand(p, `${p.id}f${n}`, y + h - 62) +
    `<path d="${d}" fill="url(#vol)"/>`
  );
}

/** A stack of three folded textiles (bedspread, runner, throw) with a visible top face. */
export function foldedStack(p: Paint): string {
  const top = 'M206 470L262 404H698L754 470Z';
  return (
    floorShadow(480, 940, 340, 24) +
    fold(p, 214, 770, 532, 150, 3) +
    fold(p, 200, 620, 560, 150, 2) +
    fold(p, 206, 470, 548, 150, 1) +
    cloth(top, p, false) +
    `<path d="${top}" fill="#fff" fill-opacity=".16"/>` +
    gota('M206 470L262 404H698L754 470', 6)
  );
}
