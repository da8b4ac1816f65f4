import type { AdminOrderDocument } from '@shahi/contract/schemas';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdminOrder, ORDER_ID } from '#web/features/admin/test/admin-fixtures.ts';
import { jsonResponse, mockApi } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { OrderDocuments } from './order-documents.tsx';

const invoice: AdminOrderDocument = {
  id: '7f0e4a52-3c1b-4d7e-9a10-5b6c7d8e9f01',
  kind: 'invoice',
  number: 'INV/26-27/00001',
  issuedAt: '2026-11-21T10:00:00.000Z',
};
const creditNote: AdminOrderDocument = {
  id: '7f0e4a52-3c1b-4d7e-9a10-5b6c7d8e9f02',
  kind: 'credit_note',
  number: 'CN/26-27/00001',
  issuedAt: '2026-11-24T10:00:00.000Z',
};
const documentPath = (id: string) => `/api/admin/orders/${ORDER_ID}/documents/${id}.pdf`;
const pdf = () =>
  new Response(new Uint8Array([37, 80, 68, 70, 45]), { headers: { 'content-type': 'application/pdf' } });

let clicked: HTMLAnchorElement[] = [];

beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('OrderDocuments (back office)', () => {
  it('says when the invoice comes before it is issued', () => {
    render(<OrderDocuments order={makeAdminOrder({ taxDocuments: [] })} />);
    expect(screen.getByText(/The invoice is issued when the order is marked shipped/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers an invoice in its three copies and a credit note as its original', () => {
    render(<OrderDocuments order={makeAdminOrder({ taxDocuments: [invoice, creditNote] })} />);
    for (const label of ['Original for recipient', 'Duplicate for transporter', 'Triplicate for supplier']) {
      expect(screen.getByRole('button', { name: `${label}: INV/26-27/00001` })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('button', { name: 'Original for recipient: CN/26-27/00001' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Duplicate for transporter: CN/26-27/00001' })).toBeNull();
    expect(screen.getByText(/send it in the parcel's document pouch/)).toBeInTheDocument();
  });

  it('warns a registered seller without a certificate that credit notes are unsigned', () => {
    render(<OrderDocuments order={makeAdminOrder({ taxDocuments: [], creditNotesUnsigned: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Credit notes are not digitally signed: add your DSC, see docs',
    );
  });

  it('opens the duplicate for the transporter in a new tab with the bearer token', async () => {
    const token = signIn();
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetchMock = mockApi({ [`GET ${documentPath(invoice.id)}?copy=duplicate`]: pdf() });
    render(<OrderDocuments order={makeAdminOrder({ taxDocuments: [invoice] })} />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Duplicate for transporter: INV/26-27/00001' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:document'));
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('saves the file when no tab can open, and says why a download failed', async () => {
    signIn();
    vi.spyOn(window, 'open').mockReturnValue(null);
    mockApi({
      [`GET ${documentPath(invoice.id)}`]: pdf(),
      [`GET ${documentPath(creditNote.id)}`]: jsonResponse(
        { success: false, message: 'Document not found' },
        404,
      ),
    });
    render(<OrderDocuments order={makeAdminOrder({ taxDocuments: [invoice, creditNote] })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Original for recipient: INV/26-27/00001' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('INV-26-27-00001.pdf');
    await user.click(screen.getByRole('button', { name: 'Original for recipient: CN/26-27/00001' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Document not found');
  });
});
