/** Shared SVG pieces of the illustrations: paints, gradients, gota trims and zari bands (SVG user units). */
import type { Colorway } from './palette.ts';

/** What a silhouette is painted with: `motif`/`zari` are `url(#…)` fills, `id` prefixes its clip paths. */
export interface Paint {
  c: Colorway;
  motif: string;
  zari: string;
  id: string;
}

/** Gradients: `#fo` cloth folds, `#sd` floor shadow, `#gl` gold sheen, `#vol` rounded volume. */
export const commonDefs =
  '<linearGradient id="fo" x1="0" x2="1"><stop offset="0" stop-opacity=".28"/><stop offset=".14" stop-opacity="0"/>' +
  '<stop offset=".32" stop-opacity=".14"/><stop offset=".46" stop-color="#fff" stop-opacity=".1"/>' +
  '<stop offset=".62" stop-opacity=".12"/><stop offset=".8" stop-opacity="0"/><stop offset="1" stop-opacity=".3"/></linearGradient>' +
  '<radialGradient id="sd"><stop offset="0" stop-color="#3a1a08" stop-opacity=".38"/><stop offset="1" stop-color="#3a1a08" stop-opacity="0"/></radialGradient>' +
  '<linearGradient id="gl" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#f3dc8c"/><stop offset=".5" stop-color="#c9a227"/><stop offset="1" stop-color="#8a6a14"/></linearGradient>' +
  '<radialGradient id="vol" cx=".42" cy=".4"><stop offset=".45" stop-color="#fff" stop-opacity=".1"/><stop offset="1" stop-opacity=".32"/></radialGradient>';

/** A soft elliptical floor shadow centred at (cx, cy). */
export function floorShadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#sd)"/>`;
}

/** A gold gota trim along path `d`: a gold ribbon of `width` with a row of pearl stitches. */
export function gota(d: string, width = 12): string {
  const pearl = Math.round(width * 0.4);
  return (
    `<path d="${d}" fill="none" stroke="#c9a227" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#fbf1cf" stroke-width="${pearl}" stroke-dasharray="0 ${width}" stroke-linecap="round"/>`
  );
}

/** A clip path with id `id` from path data `d`. */
export function clip(id: string, d: string): string {
  return `<clipPath id="${id}"><path d="${d}"/></clipPath>`;
}

/** A horizontal zari band 56 × `scale` units high from `y`, clipped to `clipId`. */
export function zariBand(p: Paint, clipId: string, y: number, scale = 1): string {
  const h = 56 * scale;
  return (
    `<g clip-path="url(#${clipId})"><g transform="translate(0 ${y}) scale(${scale})">` +
    `<rect width="${960 / scale}" height="56" fill="${p.zari}"/></g>` +
    `<rect y="${y + h}" width="960" height="6" fill="#000" fill-opacity=".12"/></g>`
  );
}

/** A shape filled with the motif, shaded with folds (`folds` false for flat objects) and outlined in gold. */
export function cloth(d: string, p: Paint, folds = true): string {
  return (
    `<path d="${d}" fill="${p.motif}"/>` +
    (folds ? `<path d="${d}" fill="url(#fo)"/>` : '') +
    `<path d="${d}" fill="none" stroke="${p.c.edge}" stroke-width="3" stroke-linejoin="round"/>`
  );
}
