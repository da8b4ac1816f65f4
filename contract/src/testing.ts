/**
 * Fixtures shared by the contract's, the server's and the storefront's tests, exported as
 * `@shahi/contract/testing`: test data only. The demo seller they build on is the demo seed's
 * (`demo-seller.ts`), re-exported here.
 */

import { demoSellerSettings } from './demo-seller.ts';
import type { SellerDisclosure } from './seller.ts';
import type { Order, SavedAddress } from './shop.ts';

export { demoSellerSettings };

/** The demo seller as the public disclosure shows it; `overrides` win. */
export function makeSeller(overrides: Partial<SellerDisclosure> = {}): SellerDisclosure {
  const {
    state,
    grievanceName,
    grievanceDesignation,
    grievanceEmail,
    grievancePhone,
    pan: _pan,
    registrationThreshold: _threshold,
    ...rest
  } = demoSellerSettings;
  return {
    ...rest,
    state: 'Chandigarh',
    stateCode: state,
    grievanceOfficer: {
      name: grievanceName,
      designation: grievanceDesignation,
      email: grievanceEmail,
      phone: grievancePhone,
    },
    ...overrides,
  };
}

/** A shipping address as the checkout form sends it (a Chandigarh shopper, no GSTIN). */
export const checkoutAddress = {
  firstName: 'Harleen',
  lastName: 'Kaur',
  phone: '9876543210',
  address: 'House 12, Sector 17-C',
  city: 'Chandigarh',
  state: 'Chandigarh',
  zip: '160017',
  country: 'India',
};

/** The declarations `adminProductSchema` fills in for a new piece that names none. */
export const defaultDeclarations = {
  hsnCode: '',
  gstRate: null,
  handmade: false,
  makerName: '',
  makerAddress: '',
  countryOfOrigin: 'India',
  genericName: '',
  netQuantity: '1 piece',
  dimensions: '',
};

/** Where the fixtures' shopper Meera lives (Punjab, GST state code 03). */
const meerasHome = {
  address: '12 Mall Road',
  city: 'Chandigarh',
  state: 'Punjab',
  stateCode: '03',
  zip: '160017',
  country: 'India',
};

export const ADDRESS_ID = '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d';

/** A saved address as My Addresses lists it; the default one unless told otherwise. */
export function makeAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    _id: ADDRESS_ID,
    name: 'Meera Kaur Sandhu',
    ...meerasHome,
    phoneNumber: '+91 98140-12345',
    alternativePhoneNumber: '',
    gstin: '',
    isDefault: true,
    ...overrides,
  };
}

/** A pending cash-on-delivery order as `GET /my-orders` returns it (amounts in rupees); `overrides` win. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    createdAt: '2026-11-21T08:05:00.000Z',
    orderStatus: 'pending',
    products: [
      {
        productId: '5e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b',
        title: 'Phulkari Dupatta',
        price: 123456,
        image1: 'products/phulkari-1.webp',
      },
    ],
    addressDetails: { firstName: 'Meera', lastName: 'Kaur', phone: '9876543210', ...meerasHome, gstin: '' },
    phoneNumber: '9123456780',
    discountCode: null,
    discount: 0,
    payment: { method: 'cod', status: 'pending', amount: 123456, currency: 'INR' },
    ...overrides,
  };
}
