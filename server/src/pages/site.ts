/**
 * The shop as public pages name it: its name and where it lives on the web. Builds the absolute
 * URLs that canonical links, Open Graph tags, JSON-LD and the sitemap need.
 */

export interface Site {
  /** SHOP_NAME, e.g. "Shahi Threads". */
  shopName: string;
  /** PUBLIC_URL without a trailing slash, e.g. "https://shahithreads.in". */
  publicUrl: string;
  /** IMAGE_BASE_URL with a trailing slash: absolute ("https://cdn…/") or relative ("/images/"). */
  imageBaseUrl: string;
}

/** The absolute URL of the shop's page `pagePath` (which starts with "/"). */
export function pageUrl(site: Site, pagePath: string): string {
  return `${site.publicUrl}${pagePath}`;
}

/**
 * The absolute URL of an image path as the API returns it (relative to IMAGE_BASE_URL). A relative
 * IMAGE_BASE_URL is resolved against PUBLIC_URL, as a browser on the shop's pages would.
 */
export function imageUrl(site: Site, imagePath: string): string {
  return new URL(`${site.imageBaseUrl}${imagePath}`, `${site.publicUrl}/`).href;
}
