/** A lantern, a jewellery box, a pot and a wall plate on the 960 × 1200 canvas, as SVG fragments. */
import { clip, cloth, floorShadow, gota, type Paint, zariBand } from './art-kit.ts';

/** A hanging brass lantern, lit from within, with motif cut-work panels. */
export function lanternShape(p: Paint): string {
  const body = 'M372 350H588L622 430V730L588 810H372L338 730V430Z';
  return (
    '<radialGradient id="lg"><stop offset="0" stop-color="#ffd77a" stop-opacity=".7"/><stop offset="1" stop-color="#ffd77a" stop-opacity="0"/></radialGradient>' +
    '<circle cx="480" cy="580" r="380" fill="url(#lg)" fill-opacity=".6"/>' +
    '<path d="M480 40V236" stroke="#8a6a14" stroke-width="10" stroke-dasharray="14 6"/>' +
    '<circle cx="480" cy="250" r="16" fill="none" stroke="url(#gl)" stroke-width="7"/>' +
    cloth(body, p, false) +
    `<path d="${body}" fill="url(#lg)"/>` +
    '<path d="M420 350V810M480 350V810M540 350V810M338 430H622M338 730H622" stroke="url(#gl)" stroke-width="9"/>' +
    '<path d="M356 352Q480 226 604 352Z" fill="url(#gl)"/><path d="M372 810H588L544 870H416Z" fill="url(#gl)"/>' +
    '<path d="M480 870C496 900 498 930 480 952C462 930 464 900 480 870Z" fill="url(#gl)"/>' +
    gota(body, 10)
  );
}

/** A jewellery box in three-quarter view with brass corners, clasp and feet. */
export function boxShape(p: Paint): string {
  const front = 'M210 480H730V860H210Z';
  const top = 'M210 480L300 410H820L730 480Z';
  const side = 'M730 480L820 410V790L730 860Z';
  return (
    floorShadow(520, 888, 360, 26) +
    '<g fill="url(#gl)"><circle cx="236" cy="872" r="16"/><circle cx="704" cy="872" r="16"/><circle cx="800" cy="812" r="14"/></g>' +
    clip(`${p.id}x`, front) +
    cloth(front, p, false) +
    zariBand(p, `${p.id}x`, 560) +
    cloth(top, p, false) +
    `<path d="${top}" fill="#fff" fill-opacity=".18"/>` +
    cloth(side, p, false) +
    `<path d="${side}" fill="#000" fill-opacity=".28"/>` +
    gota('M210 480H730L820 410M730 480V860', 8) +
    '<g fill="url(#gl)"><path d="M210 480h50l-50 40zM730 480h-50l50 40zM210 860h50l-50-40zM730 860h-50l50-40z"/>' +
    '<rect x="446" y="548" width="68" height="80" rx="10"/></g>' +
    '<path d="M480 572a9 9 0 1 1 0 1v30" stroke="#4a0a10" stroke-width="7" fill="none" stroke-linecap="round"/>'
  );
}

/** A round-bellied painted pot (matka) with a zari belly band. */
export function vaseShape(p: Paint): string {
  const d = 'M420 350H540V400Q712 452 712 650Q712 850 548 892H412Q248 850 248 650Q248 452 420 400Z';
  return (
    floorShadow(480, 902, 300, 22) +
    clip(`${p.id}v`, d) +
    cloth(d, p, false) +
    zariBand(p, `${p.id}v`, 600) +
    `<path d="${d}" fill="url(#vol)"/>` +
    '<ellipse cx="480" cy="352" rx="82" ry="20" fill="url(#gl)"/><ellipse cx="480" cy="350" rx="60" ry="11" fill="#4a0a10"/>' +
    gota('M420 400Q480 420 540 400', 8)
  );
}

/** A mandala wall plate on a small brass easel. */
export function plateShape(p: Paint): string {
  let petals = '';
  for (let k = 0; k < 16; k++) {
    petals += `<ellipse cx="480" cy="385" rx="20" ry="52" transform="rotate(${k * 22.5} 480 560)"/>`;
  }
  return (
    floorShadow(480, 930, 300, 22) +
    '<path d="M420 820L360 924M540 820L600 924" stroke="url(#gl)" stroke-width="12" stroke-linecap="round"/>' +
    '<circle cx="480" cy="560" r="340" fill="url(#gl)"/>' +
    `<circle cx="480" cy="560" r="300" fill="${p.motif}"/>` +
    `<circle cx="480" cy="560" r="300" fill="none" stroke="${p.c.edge}" stroke-width="6"/>` +
    `<g fill="${p.c.accent}" stroke="${p.c.edge}" stroke-width="3">${petals}</g>` +
    `<circle cx="480" cy="560" r="118" fill="${p.c.edge}" stroke="#c9a227" stroke-width="8"/>` +
    gota('M480 472a88 88 0 1 1 0 176a88 88 0 1 1 0-176', 10) +
    `<circle cx="480" cy="560" r="46" fill="${p.c.motif}"/><circle cx="480" cy="560" r="18" fill="${p.c.base}"/>` +
    '<circle cx="480" cy="560" r="320" fill="none" stroke="#fbf1cf" stroke-width="4" stroke-dasharray="0 14" stroke-linecap="round"/>'
  );
}
