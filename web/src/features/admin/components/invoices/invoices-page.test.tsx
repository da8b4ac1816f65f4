import type { AdminTaxDocument, AdminTaxDocumentPage } from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { InvoicesPage } from './invoices-page.tsx';

const list = '/api/admin/tax-documents';

const invoice: AdminTaxDocument = {
  _id: 'doc-1',
  number: 'INV/26-27/00001',
  kind: 'invoice',
  issuedAt: '2026-11-20T06:30:00.000Z',
  orderId: '4d3c2b1a-0000-4000-8000-000000000001',
  buyer: 'Harleen Kaur',
  placeOfSupply: '04-Chandigarh',
  taxable: 2380,
  cgst: 59.5,
  sgst: 0,
  utgst: 59.5,
  igst: 0,
  total: 2499,
};
const creditNote: AdminTaxDocument = {
  ...invoice,
  _id: 'doc-2',
  number: 'CN/26-27/00001',
  kind: 'credit_note',
};
const page = (data: AdminTaxDocument[]): AdminTaxDocumentPage => ({
  currentPage: 1,
  perPage: 50,
  totalCount: data.length,
  totalPage: 1,
  data,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InvoicesPage', () => {
  it('lists the month’s documents with their GST and filters by kind', async () => {
    const fetchMock = mockApi({
      [`GET ${list}?month=2026-11`]: page([invoice, creditNote]),
      [`GET ${list}?month=2026-11&kind=credit_note`]: page([creditNote]),
    });
    renderWithProviders(<InvoicesPage />, {
      path: '/admin/invoices',
      history: ['/admin/invoices?month=2026-11'],
    });
    const table = await screen.findByRole('table', { name: 'Tax documents' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('INV/26-27/00001')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('04-Chandigarh')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getAllByText('₹59.50')).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('₹2,499.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2026-11');

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Credit notes' }));
    await waitFor(() => expect(screen.queryAllByText('INV/26-27/00001')).toHaveLength(0));
    // The table (laptop) and the cards (phone) both hold it; CSS shows one.
    expect(screen.getAllByText('CN/26-27/00001')).toHaveLength(2);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `${list}?month=2026-11&kind=credit_note`,
    );
  });

  it('opens each document’s PDF from its row and its card: the original, and an invoice’s supplier copy', async () => {
    const opened = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
    );
    const pdf = () =>
      new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
        headers: { 'Content-Type': 'application/pdf' },
      });
    const documents = `/api/admin/orders/${invoice.orderId}/documents`;
    const fetchMock = mockApi({
      [`GET ${list}?month=2026-11`]: page([invoice, creditNote]),
      [`GET ${documents}/doc-1.pdf`]: pdf(),
      [`GET ${documents}/doc-1.pdf?copy=triplicate`]: pdf(),
    });
    renderWithProviders(<InvoicesPage />, {
      path: '/admin/invoices',
      history: ['/admin/invoices?month=2026-11'],
    });
    const cards = await screen.findByRole('list', { name: 'Tax documents (cards)' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    // A credit note has only its original.
    expect(
      within(cards).queryByRole('button', { name: 'Supplier copy of CN/26-27/00001' }),
    ).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(cards).getByRole('button', { name: 'PDF of INV/26-27/00001' }));
    await waitFor(() => expect(opened.location.href).toBe('blob:pdf'));
    const table = screen.getByRole('table', { name: 'Tax documents' });
    await user.click(within(table).getByRole('button', { name: 'Supplier copy of INV/26-27/00001' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        `${documents}/doc-1.pdf?copy=triplicate`,
      ),
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`${documents}/doc-1.pdf`);
  });

  it('downloads the month’s or its quarter’s GSTR-1 zip, and shows the server’s refusal', async () => {
    const createObjectURL = vi.fn(() => 'blob:gstr1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    // jsdom cannot follow a download link: record the click instead.
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const zip = () =>
      new Response(new Uint8Array([0x50, 0x4b, 5, 6]), { headers: { 'Content-Type': 'application/zip' } });
    const fetchMock = mockApi({
      [`GET ${list}?month=2026-10`]: page([]),
      [`GET ${list}/gstr1.zip?month=2026-10`]: zip(),
      [`GET ${list}/gstr1.zip?quarter=2026-Q3`]: zip(),
    });
    renderWithProviders(<InvoicesPage />, {
      path: '/admin/invoices',
      history: ['/admin/invoices?month=2026-10'],
    });
    expect(await screen.findByText('No documents issued this month')).toBeInTheDocument();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Download GSTR-1 (zip)' });
    await user.click(button);
    await waitFor(() => expect(clicked).toEqual(['gstr1-2026-10.zip']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    await user.selectOptions(screen.getByLabelText('GSTR-1 for'), 'Its quarter (Oct–Dec 2026)');
    await user.click(button);
    await waitFor(() => expect(clicked).toEqual(['gstr1-2026-10.zip', 'gstr1-2026-Q3.zip']));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(
      expect.arrayContaining([`${list}/gstr1.zip?month=2026-10`, `${list}/gstr1.zip?quarter=2026-Q3`]),
    );

    const refusal =
      'GSTR-1 table 12 cannot be made: a line without an HSN code of 4 to 8 digits in INV/26-27/00007';
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false, message: refusal }, 409));
    await user.click(button);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
