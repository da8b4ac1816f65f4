/**
 * Image path conventions shared by the server's image generator and the pages.
 * A stored image `dir/name.webp` has narrower variants `dir/name-<width>w.webp`.
 */
export const productImageWidths = [480, 960] as const;
export const bannerImageWidths = { desktop: 1600, mobile: 800 } as const;

/** The path of the `width`-pixel variant of an image path (the largest is the path itself). */
export function imageVariant(path: string, width: number): string {
  return path.replace(/\.webp$/, `-${width}w.webp`);
}
