import { messages, type Order } from '@shahi/contract';
import { claimMessages, type MyClaim } from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { OrderCard } from './order-card.tsx';

const DAY = 24 * 60 * 60 * 1000;

function deliveredOrder(daysAgo: number, overrides: Partial<Order> = {}): Order {
  const deliveredAt = new Date(Date.now() - daysAgo * DAY).toISOString();
  return makeOrder({
    orderStatus: 'delivered',
    payment: { ...makeOrder().payment, status: 'paid' },
    shipment: {
      courierName: 'India Post',
      trackingNumber: 'EM123456789IN',
      shippedAt: new Date(Date.now() - (daysAgo + 3) * DAY).toISOString(),
      deliveredAt,
    },
    ...overrides,
  });
}

function makeClaim(order: Order, overrides: Partial<MyClaim> = {}): MyClaim {
  return {
    _id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    claimNumber: 'CLM-9B8A7C6D',
    orderId: order._id,
    kind: 'damaged',
    message: 'The border is torn.',
    status: 'open',
    photos: [],
    payoutTo: null,
    refund: null,
    decisionNote: '',
    filedAt: '2026-11-28T05:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** A stand-in XMLHttpRequest answering the claim POST with `status` and `body`; records the form. */
function fakeXhr(status: number, body: unknown) {
  const sent: { url?: string; form?: FormData } = {};
  class FakeXhr extends EventTarget {
    status = 0;
    responseText = '';
    upload = new EventTarget();
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      sent.form = form;
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.dispatchEvent(new Event('load'));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function show(order: Order, claim?: MyClaim, windowDays: number | null = 7) {
  return renderWithProviders(<OrderCard order={order} claims={{ claim, windowDays }} />);
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'torn-border.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  signIn();
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++made}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

// Typing into several fields takes a few seconds under a loaded machine.
describe('Report a problem on My Orders', { timeout: 20_000 }, () => {
  it('shows every field error from the contract when sent empty (cash on delivery)', async () => {
    show(deliveredOrder(2));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const form = screen.getByRole('form', { name: 'Report a problem' });
    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    expect(await within(form).findByText(claimMessages.kindInvalid)).toBeInTheDocument();
    expect(within(form).getByText(claimMessages.messageRequired)).toBeInTheDocument();
    expect(within(form).getByText(claimMessages.photosRequired)).toBeInTheDocument();
    expect(within(form).getByText(claimMessages.payoutRequired)).toBeInTheDocument();
  });

  it('checks the UPI ID and the bank account with the contract’s patterns', async () => {
    show(deliveredOrder(2));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const form = screen.getByRole('form', { name: 'Report a problem' });
    await user.click(within(form).getByRole('radio', { name: 'UPI' }));
    await user.type(within(form).getByLabelText('UPI ID'), 'meera-at-okaxis');
    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    expect(await within(form).findByText(claimMessages.upiInvalid)).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Bank account' }));
    await user.type(within(form).getByLabelText('Account number'), '12345');
    await user.type(within(form).getByLabelText('IFSC'), 'SBIN1234567');
    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    expect(await within(form).findByText(claimMessages.accountNameRequired)).toBeInTheDocument();
    expect(within(form).getByText(claimMessages.accountNumberInvalid)).toBeInTheDocument();
    expect(within(form).getByText(claimMessages.ifscInvalid)).toBeInTheDocument();
  });

  it('asks no payout for an online order and needs no photo for "Not delivered"', async () => {
    const order = deliveredOrder(1, {
      payment: { ...makeOrder().payment, method: 'online', status: 'paid' },
    });
    const sent = fakeXhr(201, {
      success: true,
      message: claimMessages.filed,
      data: makeClaim(order, { kind: 'not_delivered' }),
    });
    show(order);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const form = screen.getByRole('form', { name: 'Report a problem' });
    expect(within(form).queryByText('Where should we send the refund?')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: /Not delivered/ }));
    await user.type(
      within(form).getByLabelText('Describe the problem'),
      'The tracking says delivered but nothing came.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(sent.form).toBeDefined());
    expect([...(sent.form?.keys() ?? [])]).toEqual(['kind', 'message']);
  });

  it('sends the fields first, then the photos; a removed photo is not sent; then shows "Claim received"', async () => {
    const order = deliveredOrder(2);
    const sent = fakeXhr(201, { success: true, message: claimMessages.filed, data: makeClaim(order) });
    show(order);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const form = screen.getByRole('form', { name: 'Report a problem' });
    await user.click(within(form).getByRole('radio', { name: /Damaged/ }));
    await user.type(
      within(form).getByLabelText('Describe the problem'),
      'The border is torn along one side.',
    );
    await user.upload(within(form).getByLabelText('Take or choose photos'), [photo(), photo()]);
    const chosen = within(form).getByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getAllByRole('img')).toHaveLength(2);
    await user.click(within(chosen).getByRole('button', { name: 'Remove photo 2' }));
    expect(within(chosen).getAllByRole('img')).toHaveLength(1);
    await user.click(within(form).getByRole('radio', { name: 'UPI' }));
    await user.type(within(form).getByLabelText('UPI ID'), 'meera@okaxis');
    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(sent.form).toBeDefined());
    expect(sent.url).toBe(`/api/order/${order._id}/claim`);
    expect(
      [...(sent.form?.entries() ?? [])].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : 'file',
      ]),
    ).toEqual([
      ['kind', 'damaged'],
      ['message', 'The border is torn along one side.'],
      ['payoutMethod', 'upi'],
      ['upiId', 'meera@okaxis'],
      ['photos', 'file'],
    ]);
    expect(await screen.findByText(claimMessages.filed)).toBeInTheDocument();
    expect(screen.getByTestId('order-claim-status')).toHaveTextContent('Claim received');
  });

  it('asks no payout for a shipped, unpaid cash order reported not delivered', async () => {
    const order = makeOrder({
      orderStatus: 'shipped',
      shipment: {
        courierName: 'India Post',
        trackingNumber: 'EM123456789IN',
        shippedAt: new Date(Date.now() - 10 * DAY).toISOString(),
        deliveredAt: null,
      },
    });
    show(order);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Report a problem' }));
    const form = screen.getByRole('form', { name: 'Report a problem' });
    expect(within(form).getByRole('radio', { name: /Not delivered/ })).toBeChecked();
    expect(within(form).getAllByRole('radio')).toHaveLength(1);
    expect(within(form).queryByText('Where should we send the refund?')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the form", async () => {
    const order = deliveredOrder(2);
    fakeXhr(409, { success: false, message: claimMessages.alreadyClaimed });
    show(order, undefined);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const form = screen.getByRole('form', { name: 'Report a problem' });
    await user.click(within(form).getByRole('radio', { name: /Wrong piece/ }));
    await user.type(
      within(form).getByLabelText('Describe the problem'),
      'This is a blue dupatta, I ordered red.',
    );
    await user.upload(within(form).getByLabelText('Take or choose photos'), photo());
    await user.click(within(form).getByRole('radio', { name: 'UPI' }));
    await user.type(within(form).getByLabelText('UPI ID'), 'meera@okaxis');
    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    expect(await within(form).findByText(claimMessages.alreadyClaimed)).toBeInTheDocument();
    expect(messages.somethingWentWrongLater).not.toBe(claimMessages.alreadyClaimed);
  });
});

describe('a claim on My Orders', () => {
  it('after the window: says it closed, with the grievance officer, and no button', () => {
    const order = deliveredOrder(30);
    show(order);
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
    expect(screen.getByTestId('order-claim-closed')).toHaveTextContent(
      'The time to report a problem with this order ended on',
    );
    expect(screen.getByRole('link', { name: 'Write to our grievance officer' })).toHaveAttribute(
      'href',
      `/grievance?order=${order._id}`,
    );
  });

  it('offers nothing while the window is unknown, or before shipping', () => {
    show(deliveredOrder(2), undefined, null);
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
    show(makeOrder({ orderStatus: 'pending' }));
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('a refund: the status line, the refund under the total, the credit note', () => {
    const order = deliveredOrder(3);
    show(
      order,
      makeClaim(order, {
        status: 'refunded',
        refund: {
          amount: 1250,
          method: 'upi',
          reference: '412734567890',
          creditNoteNumber: 'CN/26-27/00002',
        },
        decidedAt: '2026-11-29T06:00:00.000Z',
        decisionNote: 'Sorry about the tear.',
      }),
    );
    expect(screen.getByTestId('order-claim-status')).toHaveTextContent(
      'Refunded ₹1,250.00 on 29 Nov 2026 · UPI ref 412734567890',
    );
    expect(screen.getByTestId('order-refund')).toHaveTextContent('−₹1,250.00');
    expect(
      screen.getByText('Credit note CN/26-27/00002 issued: download it under Tax documents.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sorry about the tear.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('a decline: the reason and the grievance officer', () => {
    const order = deliveredOrder(3);
    show(
      order,
      makeClaim(order, { status: 'declined', decisionNote: 'The mark is part of the hand block print.' }),
    );
    expect(screen.getByTestId('order-claim-status')).toHaveTextContent(
      'Declined: The mark is part of the hand block print.',
    );
    expect(screen.getByRole('link', { name: 'Write to our grievance officer' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-refund')).not.toBeInTheDocument();
  });
});
