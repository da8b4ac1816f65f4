/**
 * The product's wording, verbatim from the specification (spec §4, §5, §8).
 * Web and server both import these so a message never drifts between them.
 */
export const messages = {
  // General API client handling (spec §8 "General handling").
  anErrorOccurred: 'An error occurred',
  networkError: 'Network error. Please check your connection.',
  unexpectedError: 'An unexpected error occurred.',
  // Catalogue loading and empty states (spec §8 "Messages").
  failedToFetchBanners: 'Failed to fetch banners',
  failedToFetchProduct: 'Failed to fetch product',
  failedToFetchProductDetails: 'Failed to fetch product details',
  productIdNotFound: 'Product ID not found',
  productNotFound: 'Product Not Found',
  categoryNotFound: 'Category not found',
  noBannersAvailable: 'No banners available',
  noProductsAvailable: 'No products available',
  noTestimonialsAvailable: 'No testimonials available',
  // Server-side validation wording where the spec gives none (ours, kept short and plain).
  invalidProductId: 'Invalid product id',
  invalidCategoryId: 'Invalid category id',
  routeNotFound: 'Route not found',
  invalidRequest: 'Invalid request',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Something went wrong. Please try again.',
  serviceUnavailable: 'The shop is busy right now. Please try again in a moment.',
} as const;
