import type { OrderDocuments as Documents } from '@shahi/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '#web/test/fixtures.ts';
import { jsonResponse, mockApi } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { OrderDocuments } from './order-documents.tsx';

const invoice = {
  kind: 'invoice',
  number: 'INV/26-27/00001',
  issuedAt: '2026-11-21T10:00:00.000Z',
} as const;
const creditNote = {
  kind: 'credit_note',
  number: 'CN/26-27/00001',
  issuedAt: '2026-11-24T10:00:00.000Z',
} as const;
const order = (documents: Documents | undefined) => makeOrder({ documents });
const invoicePath = `/api/order/${makeOrder()._id}/invoice`;

let clicked: HTMLAnchorElement[] = [];

beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function show(documents: Documents | undefined) {
  render(
    <dl>
      <OrderDocuments order={order(documents)} termClassName="" />
    </dl>,
  );
}

describe('OrderDocuments', () => {
  it('shows nothing before a document is issued', () => {
    show({ invoice: null, creditNote: null });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    show(undefined);
    expect(screen.queryByText('Tax documents')).not.toBeInTheDocument();
  });

  it('offers the invoice and the credit note with their numbers', () => {
    show({ invoice, creditNote });
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download credit note' })).toBeInTheDocument();
    expect(screen.getByText('INV/26-27/00001 · PDF')).toBeInTheDocument();
  });

  it('names a bill of supply as such', () => {
    show({ invoice: { ...invoice, kind: 'bill_of_supply', number: 'BOS/26-27/00001' }, creditNote: null });
    expect(screen.getByRole('button', { name: 'Download invoice / cash memo' })).toBeInTheDocument();
  });

  it('fetches the PDF with the bearer token and saves it under its number', async () => {
    const token = signIn();
    const fetchMock = mockApi({
      [`GET ${invoicePath}`]: new Response(new Uint8Array([37, 80, 68, 70, 45]), {
        headers: { 'content-type': 'application/pdf' },
      }),
    });
    show({ invoice, creditNote: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('INV-26-27-00001.pdf');
    expect(clicked[0]?.href).toBe('blob:invoice');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it("says why when the download fails, with the server's message", async () => {
    signIn();
    mockApi({ [`GET ${invoicePath}`]: jsonResponse({ success: false, message: 'Invoice not found' }, 404) });
    show({ invoice, creditNote: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice not found');
    expect(clicked).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeEnabled();
  });
});
