/** The brand palette and the jewel-tone colourways of the demo illustrations, as CSS hex strings. */
export const brand = {
  red: '#7a0f1a',
  maroon: '#4a0a10',
  gold: '#c9a227',
  paleGold: '#e6cf86',
  ivory: '#fbf7ef',
  sand: '#efe3c8',
} as const;

/** A colourway: `base` is the cloth, `motif` the main thread, `accent` the second thread, `edge` the border ground. */
export interface Colorway {
  name: string;
  base: string;
  motif: string;
  accent: string;
  edge: string;
}

export const colorways: readonly Colorway[] = [
  { name: 'royal red', base: '#7a0f1a', motif: '#d9ad32', accent: '#f0c75e', edge: '#4a0a10' },
  { name: 'marigold', base: '#a3151f', motif: '#f2a71b', accent: '#fbe7b0', edge: '#5e0c14' },
  { name: 'peacock blue', base: '#1b5e78', motif: '#d6ae3c', accent: '#8fd0c8', edge: '#0f3a4b' },
  { name: 'emerald', base: '#17634a', motif: '#e2b640', accent: '#e05a86', edge: '#0c3d2d' },
  { name: 'magenta', base: '#9c1a5a', motif: '#eab54a', accent: '#fbe3ef', edge: '#5a0d33' },
  { name: 'indigo', base: '#29327a', motif: '#d9b34a', accent: '#ee8a4a', edge: '#171d4a' },
  { name: 'ivory', base: '#f1e4c6', motif: '#8a1420', accent: '#c9a227', edge: '#7a0f1a' },
  { name: 'mehndi', base: '#5b6b1f', motif: '#eec24d', accent: '#c2362e', edge: '#343e10' },
];

/** The colourway of the `index`-th piece of a category (0-based); `offset` shifts the cycle per category. */
export function colorwayFor(index: number, offset = 0): Colorway {
  const way = colorways[(index * 3 + offset) % colorways.length];
  if (!way) throw new Error(`no colourway for index ${index}`);
  return way;
}

/** A second, contrasting colourway for the alternate view of the `index`-th piece. */
export function alternateColorway(index: number, offset = 0): Colorway {
  return colorwayFor(index + 3, offset + 1);
}
