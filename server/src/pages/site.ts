/** The shop's name and the absolute URLs its pages' heads and the sitemap need. */

export interface Site {
  shopName: string;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** IMAGE_BASE_URL with a trailing slash, absolute or relative. */
  imageBaseUrl: string;
}

/** The absolute URL of the page at `pagePath` (starting with "/"). */
export function pageUrl(site: Site, pagePath: string): string {
  return `${site.publicUrl}${pagePath}`;
}

/** The absolute URL of an image path (relative to IMAGE_BASE_URL, itself resolved on PUBLIC_URL). */
export function imageUrl(site: Site, imagePath: string): string {
  return new URL(`${site.imageBaseUrl}${imagePath}`, `${site.publicUrl}/`).href;
}
