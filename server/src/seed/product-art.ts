/** The SVG documents of a product's images on a 960 × 1200 (4:5) canvas, rendered at any width. */
import { commonDefs, type Paint } from './art-kit.ts';
import { type MotifName, motifPattern, zariPattern } from './motifs.ts';
import type { Colorway } from './palette.ts';
import { boxShape, lanternShape, plateShape, vaseShape } from './shapes-decor.ts';
import { drapeShape, kurtaShape, sareeShape } from './shapes-garments.ts';
import { cushionShape, foldedStack, juttiPair } from './shapes-goods.ts';

export const shapeKinds = [
  'dupatta',
  'shawl',
  'kurta',
  'saree',
  'jutti',
  'jutti-pompom',
  'cushion',
  'folded',
  'lantern',
  'box',
  'vase',
  'plate',
] as const;
export type ShapeKind = (typeof shapeKinds)[number];

export interface ArtSpec {
  shape: ShapeKind;
  motif: MotifName;
  colorway: Colorway;
  alternate: Colorway;
}

/** The SVG fragment of silhouette `kind` painted with `p`, in 960 × 1200 canvas units. */
export function drawShape(kind: ShapeKind, p: Paint): string {
  switch (kind) {
    case 'dupatta':
      return drapeShape(p, false);
    case 'shawl':
      return drapeShape(p, true);
    case 'kurta':
      return kurtaShape(p);
    case 'saree':
      return sareeShape(p);
    case 'jutti':
      return juttiPair(p, false);
    case 'jutti-pompom':
      return juttiPair(p, true);
    case 'cushion':
      return cushionShape(p);
    case 'folded':
      return foldedStack(p);
    case 'lantern':
      return lanternShape(p);
    case 'box':
      return boxShape(p);
    case 'vase':
      return vaseShape(p);
    case 'plate':
      return plateShape(p);
  }
}

function svg(width: number, defs: string, body: string): string {
  const height = Math.round(width * 1.25);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 1200"><defs>${commonDefs}${defs}</defs>${body}</svg>`;
}

function backdrop(tone: string): string {
  return (
    `<rect width="960" height="1200" fill="${tone}"/><rect width="960" height="1200" fill="url(#bg)"/>` +
    '<g fill="none" stroke="#c9a227"><rect x="30" y="30" width="900" height="1140" stroke-width="3"/>' +
    '<rect x="42" y="42" width="876" height="1116" stroke-width="1"/></g>' +
    '<path d="M36 24l12 12-12 12-12-12zM924 24l12 12-12 12-12-12zM36 1152l12 12-12 12-12-12zM924 1152l12 12-12 12-12-12z" fill="#c9a227"/>'
  );
}

const backdropDefs =
  '<radialGradient id="bg" cy=".46" r=".75"><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#d9c597" stop-opacity=".55"/></radialGradient>';

function piece(spec: ArtSpec, c: Colorway, width: number, tone: string, mirrored: boolean): string {
  const defs = backdropDefs + motifPattern('m', spec.motif, c) + zariPattern('z', c);
  const paint: Paint = { c, motif: 'url(#m)', zari: 'url(#z)', id: 'q' };
  const shape = drawShape(spec.shape, paint);
  const body = mirrored ? `<g transform="translate(960 0) scale(-1 1)">${shape}</g>` : shape;
  return svg(width, defs, backdrop(tone) + body);
}

/** Image 1: the whole piece on an ivory backdrop, `width` pixels wide (height = width × 1.25). */
export function productMainSvg(spec: ArtSpec, width: number): string {
  return piece(spec, spec.colorway, width, '#fbf7ef', false);
}

/** Image 3: the piece in its alternate colourway, mirrored, on a warmer backdrop. */
export function productAlternateSvg(spec: ArtSpec, width: number): string {
  return piece(spec, spec.alternate, width, '#f8eee4', true);
}

/** Image 2: a close-up of the motif (tiles × 3) with a zari border band across the lower third. */
export function productDetailSvg(spec: ArtSpec, width: number): string {
  const c = spec.colorway;
  const defs =
    motifPattern('m', spec.motif, c, 3.2) +
    zariPattern('z', c, 2.6) +
    '<radialGradient id="vg" r=".75"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".45"/></radialGradient>';
  const body =
    '<rect width="960" height="1200" fill="url(#m)"/><rect width="960" height="1200" fill="url(#fo)" fill-opacity=".6"/>' +
    '<rect y="800" width="960" height="146" fill="url(#z)"/><rect y="946" width="960" height="14" fill="#000" fill-opacity=".18"/>' +
    '<path d="M0 792H960" stroke="#c9a227" stroke-width="16"/>' +
    '<path d="M0 792H960" stroke="#fbf1cf" stroke-width="6" stroke-dasharray="0 16" stroke-linecap="round"/>' +
    '<rect width="960" height="1200" fill="url(#vg)"/>';
  return svg(width, defs, body);
}
