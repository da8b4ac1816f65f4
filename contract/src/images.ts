/** Image paths: a stored `dir/name.webp` has narrower variants `dir/name-<width>w.webp`. */
export const productImageWidths = [480, 960] as const;
export const bannerImageWidths = { desktop: 1600, mobile: 800 } as const;

/** The path of the `width`-pixel variant of an image path (the largest is the path itself). */
export function imageVariant(path: string, width: number): string {
  return path.replace(/\.webp$/, `-${width}w.webp`);
}

/**
 * The WebP encoder settings of every stored picture (demo images and the owner's uploads):
 * effort 4 is about a fifth smaller than effort 1 at the same quality, for twice the encoding
 * time, paid once per picture; a page's largest paint is a picture (ADR 0011).
 */
export const storefrontWebp = { quality: 72, effort: 4 } as const;
