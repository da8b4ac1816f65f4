import { makeOrder, makeSeller } from '@shahi/contract/testing';
import { describe, expect, it } from 'vitest';
import { orderCancelledMail, orderConfirmationMail, orderDeliveredMail, orderShippedMail } from './mails.ts';

const common = {
  shopName: 'Shahi Threads',
  firstName: 'Harleen',
  order: makeOrder(),
  ordersUrl: 'https://shop.example.in/my-orders',
};
const seller = { seller: makeSeller(), grievanceUrl: 'https://shop.example.in/grievance' };

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
