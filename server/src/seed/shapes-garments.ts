/** A dupatta or shawl, a kurta and a saree on the 960 × 1200 product canvas, as SVG fragments. */
import { clip, cloth, floorShadow, gota, type Paint, zariBand } from './art-kit.ts';

function rod(): string {
  return (
    '<path d="M262 200L480 96 698 200" fill="none" stroke="#8a6a14" stroke-width="3"/>' +
    '<circle cx="480" cy="88" r="12" fill="none" stroke="url(#gl)" stroke-width="6"/>' +
    '<rect x="150" y="192" width="660" height="18" rx="9" fill="url(#gl)"/>' +
    '<circle cx="146" cy="201" r="20" fill="url(#gl)"/><circle cx="814" cy="201" r="20" fill="url(#gl)"/>' +
    '<circle cx="146" cy="201" r="8" fill="#8a6a14"/><circle cx="814" cy="201" r="8" fill="#8a6a14"/>'
  );
}

function tassels(x0: number, x1: number, y: number, p: Paint, fringe: boolean): string {
  let lines = '';
  let beads = '';
  const step = fringe ? 9 : 26;
  for (let x = x0 + step / 2; x < x1; x += step) {
    const len = fringe ? 34 : 30;
    lines += `M${x.toFixed(1)} ${y}v${len}`;
    if (!fringe) beads += `<circle cx="${x}" cy="${y + 36}" r="7"/>`;
  }
  const color = fringe ? p.c.base : p.c.motif;
  return `<path d="${lines}" stroke="${color}" stroke-width="${fringe ? 3 : 4}"/><g fill="${p.c.motif}">${beads}</g>`;
}

/** A dupatta (tasselled) or shawl (fringed) folded over a brass rod; hem bands in zari. */
export function drapeShape(p: Paint, fringe = false): string {
  const back = 'M246 212H714L732 978H228Z';
  const front = 'M234 204H726L746 598H214Z';
  return (
    floorShadow(480, 1070, 320, 26) +
    clip(`${p.id}b`, back) +
    clip(`${p.id}f`, front) +
    rod() +
    tassels(228, 732, 976, p, fringe) +
    cloth(back, p) +
    zariBand(p, `${p.id}b`, 922) +
    `<rect x="200" y="598" width="560" height="46" fill="url(#sd)" fill-opacity=".9" clip-path="url(#${p.id}b)"/>` +
    cloth(front, p) +
    `<path d="${front}" fill="#fff" fill-opacity=".05"/>` +
    zariBand(p, `${p.id}f`, 542) +
    gota('M214 598H746', 6) +
    `<rect x="150" y="192" width="660" height="18" rx="9" fill="url(#gl)"/>`
  );
}

/** A kurta on a brass hanger with gota at the neckline, placket and cuffs, and a zari hem. */
export function kurtaShape(p: Paint): string {
  const body =
    'M404 236Q480 318 556 236L636 258Q702 282 728 420L766 646L686 668L620 450L606 600L676 1040H284L354 600L340 450L274 668L194 646L232 420Q258 282 324 258Z';
  return (
    floorShadow(480, 1080, 280, 22) +
    clip(`${p.id}k`, body) +
    '<path d="M480 250V176Q480 140 508 140Q534 140 534 166" fill="none" stroke="url(#gl)" stroke-width="9" stroke-linecap="round"/>' +
    '<path d="M336 264Q480 196 624 264" fill="none" stroke="#8a5a2b" stroke-width="16" stroke-linecap="round"/>' +
    cloth(body, p) +
    zariBand(p, `${p.id}k`, 984) +
    `<g clip-path="url(#${p.id}k)">${gota('M192 640L282 662', 18)}${gota('M768 640L678 662', 18)}</g>` +
    gota('M404 240Q480 322 556 240', 14) +
    gota('M480 290V470', 8) +
    `<g fill="#c9a227" stroke="${p.c.edge}" stroke-width="2"><circle cx="480" cy="340" r="7"/><circle cx="480" cy="390" r="7"/><circle cx="480" cy="440" r="7"/></g>`
  );
}

/** A saree on a dress form: pleated front, pallu across the bodice and falling behind, zari hem. */
export function sareeShape(p: Paint): string {
  const skirt = 'M394 516H566Q604 700 672 1068H288Q356 700 394 516Z';
  const fall = 'M606 248L674 292L718 900H598Z';
  const pleats = 'M450 540H510L556 1068H404Z';
  const pallu = 'M560 232L632 262L456 584L382 540Z';
  let folds = '';
  for (let k = -3; k <= 3; k++) folds += `M${480 + k * 9} 560L${480 + k * 22} 1068`;
  return (
    floorShadow(480, 1080, 300, 24) +
    clip(`${p.id}s`, skirt) +
    clip(`${p.id}l`, fall) +
    clip(`${p.id}p`, pleats) +
    '<rect x="456" y="176" width="48" height="70" fill="#e9dcc0"/><rect x="444" y="150" width="72" height="34" rx="6" fill="url(#gl)"/>' +
    '<ellipse cx="480" cy="146" rx="24" ry="10" fill="#8a6a14"/>' +
    cloth(fall, p) +
    zariBand(p, `${p.id}l`, 844) +
    cloth(skirt, p) +
    zariBand(p, `${p.id}s`, 1012) +
    cloth(pleats, p) +
    `<path d="${folds}" stroke="#000" stroke-opacity=".2" stroke-width="3"/>` +
    zariBand(p, `${p.id}p`, 1012) +
    `<path d="M340 262Q362 240 456 232H504Q598 240 620 262L602 420Q590 470 568 518H392Q370 470 358 420Z" fill="${p.c.edge}"/>` +
    cloth(pallu, p) +
    gota('M632 262L456 584', 16) +
    gota('M394 518H566', 8)
  );
}
