import type { AdminCategory, AdminOrderDetail, AdminProduct } from '@shahi/contract/schemas';
import { checkoutAddress, defaultDeclarations } from '@shahi/contract/testing';

export const ORDER_ID = '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';
export const ADMIN_PRODUCT_ID = '5e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b';
export const ADMIN_CATEGORY_ID = '0b6f3d2e-4c1a-4f7e-9a3b-2d5c8e1f0a11';

/** The back office's who-am-I for an admin. */
export const adminSession = {
  userId: '3f0c2a1b-8d7e-4c6b-9a5f-1e2d3c4b5a69',
  firstName: 'Meera',
  lastName: 'Kaur',
  email: 'meera@example.in',
  phoneNumber: '9876543210',
  role: 'admin',
};

/** A COD order waiting to be shipped; override what a test cares about. */
export function makeAdminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    _id: ORDER_ID,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    orderStatus: 'pending',
    products: [{ productId: ADMIN_PRODUCT_ID, title: 'Phulkari Dupatta', price: 2499.5, image1: 'p/1.webp' }],
    addressDetails: { ...checkoutAddress, stateCode: '04', gstin: '' },
    phoneNumber: '9876543210',
    discountCode: null,
    discount: 0,
    payment: { method: 'cod', status: 'pending', amount: 2499.5, currency: 'INR' },
    customer: {
      userId: 'b1b2c3d4-0000-4000-8000-000000000001',
      firstName: 'Harleen',
      lastName: 'Kaur',
      email: 'harleen@example.in',
      phoneNumber: '9876543210',
    },
    gateway: { orderId: null, paymentId: null, refundId: null, paidAt: null, reservedUntil: null },
    shipment: null,
    cancelledAt: null,
    events: [
      {
        _id: 'e1',
        kind: 'placed',
        fromStatus: null,
        toStatus: 'pending',
        fromPaymentStatus: null,
        toPaymentStatus: 'pending',
        note: '',
        actor: null,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export const adminCategories: AdminCategory[] = [
  {
    _id: ADMIN_CATEGORY_ID,
    name: 'Dupattas',
    categoryName: 'Royal Dupattas',
    image: null,
    hsnCode: '6214',
    gstRate: null,
    active: true,
    position: 0,
    productCounts: { total: 3, available: 2, reserved: 0, sold: 1, archived: 0 },
  },
];

/** A piece as the back office reads it (prices in paise). */
export function makeAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: ADMIN_PRODUCT_ID,
    title: 'Phulkari Dupatta',
    pricePaise: 249950,
    mrpPaise: 300000,
    description: 'Hand embroidered',
    productDetails: 'Fabric: silk',
    images: ['uploads/products/a.webp'],
    ...defaultDeclarations,
    dimensions: '2.5 m × 1.2 m',
    status: 'available',
    reservedUntil: null,
    category: { _id: ADMIN_CATEGORY_ID, name: 'Dupattas' },
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
