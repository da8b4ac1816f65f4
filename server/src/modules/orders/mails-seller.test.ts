import type { Order, SellerDisclosure } from '@shahi/contract';
import { describe, expect, it } from 'vitest';
import { orderCancelledMail, orderConfirmationMail, orderDeliveredMail, orderShippedMail } from './mails.ts';

const order: Order = {
  _id: '4fab920e-e552-40fa-84fc-5399473a4c60',
  createdAt: '2026-11-21T08:13:00.000Z',
  orderStatus: 'pending',
  products: [{ productId: 'a', title: 'Ajrakh Dohar', price: 3650 }],
  addressDetails: {
    firstName: 'Harleen',
    lastName: 'Kaur',
    phone: '9876543210',
    address: '12 Mall Road',
    city: 'Chandigarh',
    state: 'Chandigarh',
    zip: '160017',
    country: 'India',
    stateCode: '04',
    gstin: '',
  },
  phoneNumber: '9812345678',
  discountCode: null,
  discount: 0,
  payment: { method: 'cod', status: 'pending', amount: 3650, currency: 'INR' },
};

const common = {
  shopName: 'Shahi Threads',
  firstName: 'Harleen',
  order,
  ordersUrl: 'https://shop.example.in/my-orders',
};
const disclosure: SellerDisclosure = {
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
};
const seller = { seller: disclosure, grievanceUrl: 'https://shop.example.in/grievance' };

const mails = (withSeller: { seller?: typeof seller }) => [
  orderConfirmationMail({ ...common, ...withSeller }),
  orderShippedMail({ ...common, ...withSeller, courierName: 'India Post', trackingNumber: 'EE123456789IN' }),
  orderDeliveredMail({ ...common, ...withSeller }),
  orderCancelledMail({ ...common, ...withSeller, reason: '', money: { kind: 'cod' } }),
];

describe('order mails and the seller', () => {
  it('every order mail ends its text with the seller block and shows it in HTML', () => {
    for (const mail of mails({ seller })) {
      expect(mail.text.endsWith('File a grievance: https://shop.example.in/grievance'), mail.subject).toBe(
        true,
      );
      expect(mail.text).toContain('Sold by Harpreet Kaur Sandhu (Shahi Threads)\nSCO 112, Sector 17-D');
      expect(mail.html).toContain('GSTIN 04ABKPS1234L1ZK');
      expect(mail.html).toContain('href="https://shop.example.in/grievance"');
    }
  });

  it('leaves the block out while the seller is unset', () => {
    for (const mail of mails({})) {
      expect(mail.text).not.toContain('Sold by');
      expect(mail.html).not.toContain('grievance');
    }
  });
});
