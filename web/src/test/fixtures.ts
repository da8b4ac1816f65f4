import type {
  Banner,
  CartLine,
  Category,
  Order,
  Product,
  SavedAddress,
  SellerDisclosure,
  Testimonial,
} from '@shahi/contract';

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
export const ADDRESS_ID = '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d';
export const OTHER_ADDRESS_ID = '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e';

/** A bag line holding `product`. */
export function makeCartLine(product: Product, id = `line-${product._id}`): CartLine {
  return { _id: id, productId: product, addedAt: '2026-01-02T10:00:00.000Z' };
}

/** A saved address; the default one unless told otherwise. */
export function makeAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    _id: ADDRESS_ID,
    name: 'Meera Kaur Sandhu',
    address: '12 Mall Road',
    city: 'Chandigarh',
    state: 'Punjab',
    stateCode: '03',
    zip: '160017',
    country: 'India',
    phoneNumber: '+91 98140-12345',
    alternativePhoneNumber: '',
    gstin: '',
    isDefault: true,
    ...overrides,
  };
}

/** An order as `GET /my-orders` returns it (amounts in rupees). */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    createdAt: '2026-11-21T08:05:00.000Z',
    orderStatus: 'pending',
    products: [
      { productId: PRODUCT_ID, title: 'Phulkari Dupatta', price: 123456, image1: 'products/phulkari-1.webp' },
    ],
    addressDetails: {
      firstName: 'Meera',
      lastName: 'Kaur',
      phone: '9876543210',
      address: '12 Mall Road',
      city: 'Chandigarh',
      state: 'Punjab',
      stateCode: '03',
      zip: '160017',
      country: 'India',
      gstin: '',
    },
    phoneNumber: '9123456780',
    discountCode: null,
    discount: 0,
    payment: { method: 'cod', status: 'pending', amount: 123456, currency: 'INR' },
    ...overrides,
  };
}

/** The demo shop's seller disclosure (a Chandigarh seller registered for GST); `overrides` win. */
export function makeSeller(overrides: Partial<SellerDisclosure> = {}): SellerDisclosure {
  return {
    legalName: 'Harpreet Kaur Sandhu',
    tradeName: 'Shahi Threads',
    address: 'SCO 112, Sector 17-D',
    city: 'Chandigarh',
    state: 'Chandigarh',
    stateCode: '04',
    pinCode: '160017',
    gstin: '04ABKPS1234L1ZK',
    gstMode: 'registered',
    careEmail: 'care@shahithreads.in',
    carePhone: '+91 172 400 1234',
    grievanceOfficer: {
      name: 'Gurpreet Singh',
      designation: 'Grievance Officer',
      email: 'grievance@shahithreads.in',
      phone: '+91 172 400 1235',
    },
    ...overrides,
  };
}
