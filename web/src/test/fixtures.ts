import type { Banner, CartLine, Category, Product, Testimonial } from '@shahi/contract';

export const CATEGORY_ID = '0b6f3d2e-4c1a-4f7e-9a3b-2d5c8e1f0a11';
export const PRODUCT_ID = '5e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b';

/** A product as the API returns it (prices in rupees); override what a test cares about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: PRODUCT_ID,
    title: 'Phulkari Dupatta',
    price: 123456,
    mrp: null,
    description: 'Hand embroidered in Patiala',
    productDetails: 'Fabric: pure silk$Length: 2.5 m',
    image1: 'products/phulkari-1.webp',
    image2: 'products/phulkari-2.webp',
    images: ['products/phulkari-1.webp', 'products/phulkari-2.webp'],
    status: 'available',
    category: { _id: CATEGORY_ID, name: 'Dupattas' },
    createdAt: '2025-01-01T00:00:00.000Z',
    declarations: {
      makerName: '',
      makerAddress: '',
      countryOfOrigin: 'India',
      genericName: 'Phulkari dupatta',
      netQuantity: '1 piece',
      dimensions: '2.5 m × 1.2 m',
      mrp: 123456,
      handmade: false,
    },
    ...overrides,
  };
}

export const categories: Category[] = [
  { _id: CATEGORY_ID, name: 'Dupattas', categoryName: 'Royal Dupattas' },
  { _id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Sarees', categoryName: 'Heirloom Sarees' },
];

export function makeBanners(count: number): Banner[] {
  return Array.from({ length: count }, (_, index) => ({
    _id: `banner-${index + 1}`,
    image: `banners/desktop-${index + 1}.webp`,
    mobileImage: `banners/mobile-${index + 1}.webp`,
    title: `Banner title ${index + 1}`,
  }));
}

export function makeTestimonials(count: number): Testimonial[] {
  return Array.from({ length: count }, (_, index) => ({
    _id: `testimonial-${index + 1}`,
    review: `Review number ${index + 1}`,
    reviewer: `Reviewer ${index + 1}`,
    designation: 'Patron',
  }));
}

export const SECOND_PRODUCT_ID = '6f3e2d1c-0b9a-4f8e-9d7c-6b5a4f3e2d1c';
export const OTHER_ADDRESS_ID = '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e';

/** A bag line holding `product`. */
export function makeCartLine(product: Product, id = `line-${product._id}`): CartLine {
  return { _id: id, productId: product, addedAt: '2026-01-02T10:00:00.000Z' };
}

/** A saved address, an order as `GET /my-orders` returns it and the demo seller's disclosure: the contract's fixtures. */
export { ADDRESS_ID, makeAddress, makeOrder, makeSeller } from '@shahi/contract/testing';
