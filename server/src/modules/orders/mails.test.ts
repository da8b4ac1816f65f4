import type { Order } from '@shahi/contract';
import { makeOrder } from '@shahi/contract/testing';
import { describe, expect, it } from 'vitest';
import { orderCancelledMail, orderConfirmationMail, orderDeliveredMail, orderShippedMail } from './mails.ts';

const hostile = '<script>alert("x")</script>';
/** Two pieces, one with a hostile title: ₹1,23,456 and ₹3,650, cash on delivery. */
const products = [
  { productId: 'a', title: hostile, price: 123456 },
  { productId: 'b', title: 'Ajrakh Dohar', price: 3650 },
];
const payment = { method: 'cod', status: 'pending', amount: 127106, currency: 'INR' } as const;

describe('order confirmation', () => {
  it('the order confirmation lists the pieces and total in rupees, escapes titles and addresses', () => {
    const order = makeOrder({
      _id: '4fab920e-e552-40fa-84fc-5399473a4c60',
      products,
      addressDetails: { ...makeOrder().addressDetails, address: '<b>12 Mall Road</b>' },
      payment,
    });
    const mail = orderConfirmationMail({
      shopName: 'Shahi Threads',
      firstName: 'Harleen',
      order,
      ordersUrl: 'https://shop.example.in/my-orders',
    });
    expect(mail.subject).toBe('Your Shahi Threads order 4FAB920E is placed');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('₹1,23,456.00');
      expect(part).toContain('₹1,27,106.00');
      expect(part).toContain('https://shop.example.in/my-orders');
    }
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>12 Mall Road</b>');
    expect(mail.html).toContain('&lt;b&gt;12 Mall Road&lt;/b&gt;');
  });
});

describe('fulfilment mails', () => {
  const order = makeOrder({
    _id: '9c0ffee0-e552-40fa-84fc-5399473a4c60',
    orderStatus: 'shipped',
    products,
    payment,
  });
  const online: Order = { ...order, payment: { ...order.payment, method: 'online', status: 'paid' } };
  const common = {
    shopName: 'Shahi Threads',
    firstName: 'Harleen',
    ordersUrl: 'https://shop.example.in/my-orders',
  };

  function expectSafe(html: string) {
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  }

  it('shipped: courier and tracking number in both parts, the cash to keep ready, titles escaped', () => {
    const mail = orderShippedMail({
      ...common,
      order,
      courierName: 'Delhivery <Express>',
      trackingNumber: 'DL-778899',
    });
    expect(mail.subject).toBe('Your Shahi Threads order 9C0FFEE0 is on its way');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('DL-778899');
      expect(part).toContain('₹1,27,106.00');
      expect(part).toContain('https://shop.example.in/my-orders');
    }
    expect(mail.text).toContain('Courier: Delhivery <Express>.');
    expect(mail.html).toContain('Courier: Delhivery &lt;Express&gt;.');
    expect(mail.text).toContain('keep ₹1,27,106.00 ready in cash');
    expectSafe(mail.html);
    const paid = orderShippedMail({
      ...common,
      order: online,
      courierName: 'Blue Dart',
      trackingNumber: 'BD1',
    });
    expect(paid.text).toContain('Nothing to pay on delivery');
  });

  it('delivered: cash received for cash on delivery, paid online otherwise', () => {
    const mail = orderDeliveredMail({ ...common, order });
    expect(mail.subject).toBe('Your Shahi Threads order 9C0FFEE0 was delivered');
    expect(mail.text).toContain('received your payment of ₹1,27,106.00 in cash');
    expectSafe(mail.html);
    expect(orderDeliveredMail({ ...common, order: online }).text).toContain('Paid online: ₹1,27,106.00');
  });

  it('cancelled: the reason (escaped, lines kept) and what happens to the money', () => {
    const refunded = orderCancelledMail({
      ...common,
      order: online,
      reason: `Damaged ${hostile}\nSorry`,
      money: { kind: 'refunded', amount: 1271.06 },
    });
    expect(refunded.subject).toBe('Your Shahi Threads order 9C0FFEE0 was cancelled');
    expect(refunded.text).toContain(`Reason: Damaged ${hostile}\nSorry`);
    expect(refunded.html).toContain('Reason: Damaged &lt;script&gt;');
    expect(refunded.html).toContain('white-space:pre-wrap');
    for (const part of [refunded.text, refunded.html]) expect(part).toContain('refunded ₹1,271.06');
    expectSafe(refunded.html);

    const cod = orderCancelledMail({ ...common, order, reason: '  ', money: { kind: 'cod' } });
    expect(cod.text).not.toContain('Reason:');
    expect(cod.text).toContain('nothing to pay and nothing to refund');
    const unpaid = orderCancelledMail({ ...common, order: online, reason: '', money: { kind: 'unpaid' } });
    expect(unpaid.text).toContain('refunded to you in full automatically');
  });
});

describe('order confirmation with a discount code', () => {
  it('lists the listed prices, the discount line and the discounted total', () => {
    const order = makeOrder({
      products: [{ productId: 'a', title: 'Phulkari Dupatta', price: 2700, listPrice: 3000 }],
      discountCode: 'WELCOME10',
      discount: 300,
      payment: { ...payment, amount: 2700 },
    });
    const mail = orderConfirmationMail({
      shopName: 'Shahi Threads',
      firstName: 'Harleen',
      order,
      ordersUrl: 'https://shop.example.in/my-orders',
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Phulkari Dupatta — ₹3,000.00');
      expect(part).toContain('Discount (WELCOME10) — −₹300.00');
      expect(part).toContain('Total: ₹2,700.00');
    }
  });
});
