import { type AdminPage, type AdminPieceRequest, requestMessages } from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdminProduct } from '#web/features/admin/test/admin-fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { RequestsPage } from './requests-page.tsx';

const list = '/api/admin/requests';

function makeRequest(overrides: Partial<AdminPieceRequest> = {}): AdminPieceRequest {
  return {
    _id: 'request-1',
    reference: 'REQ-1001',
    status: 'new',
    piece: null,
    message: 'A green Phulkari dupatta, please.',
    budget: 5000,
    quote: null,
    declineNote: '',
    orderId: null,
    createdAt: '2026-11-20T09:35:00.000Z',
    name: 'Harleen Kaur',
    email: 'harleen@example.in',
    phone: '',
    fromAccount: false,
    ...overrides,
  };
}

const page = <T,>(data: T[]): AdminPage<T> => ({
  currentPage: 1,
  totalCount: data.length,
  totalPage: 1,
  data,
});

function renderPage(routes: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(routes);
  renderWithProviders(<RequestsPage />, { path: '/admin/requests', history: ['/admin/requests'] });
  return { fetchMock, user: userEvent.setup() };
}

describe('RequestsPage', () => {
  it('filters the requests by status', async () => {
    const { user } = renderPage({
      [`GET ${list}`]: page([makeRequest()]),
      [`GET ${list}?status=declined`]: page([]),
    });
    expect(await screen.findByRole('article', { name: 'Request REQ-1001' })).toBeInTheDocument();
    const filters = within(screen.getByRole('navigation', { name: 'Which requests' }));
    expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await user.click(filters.getByRole('link', { name: 'Declined' }));
    expect(await screen.findByText('No requests')).toBeInTheDocument();
    expect(filters.getByRole('link', { name: 'Declined' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a checked quote, the catalogue piece chosen by searching when the request names none', async () => {
    let sent: unknown;
    const { user } = renderPage({
      'GET /api/admin/products?perPage=6': page([
        makeAdminProduct({ _id: 'a1b2c3d4-0000-4000-8000-000000000009' }),
      ]),
      'GET /api/admin/products?search=phulkari&perPage=6': page([
        makeAdminProduct({
          _id: '4d3c2b1a-0000-4000-8000-000000000001',
          title: 'Phulkari Bagh Dupatta',
          pricePaise: 1_250_000,
        }),
      ]),
      [`GET ${list}`]: () => page([makeRequest(sent ? { status: 'quoted' } : {})]),
      [`POST ${list}/request-1/quote`]: (body) => {
        sent = body;
        return makeRequest({ status: 'quoted' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send a quote' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quote REQ-1001' }));
    expect(dialog.getByLabelText('Price (₹)')).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Send quote' }));
    expect(await dialog.findByText(requestMessages.quoteInvalid)).toBeInTheDocument();
    expect(dialog.getByText(requestMessages.quoteMessageRequired)).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.type(dialog.getByLabelText('Price (₹)'), '4,999.50');
    await user.type(dialog.getByLabelText('Making time (days)'), '21');
    await user.type(dialog.getByLabelText('Search your pieces'), 'phulkari');
    const found = within(await dialog.findByRole('list', { name: 'Pieces found' }));
    await waitFor(() =>
      expect(found.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
        'Phulkari Bagh Dupatta₹12,500.00',
      ]),
    );
    await user.click(found.getByRole('radio'));
    expect(dialog.getByText('Phulkari Bagh Dupatta', { selector: 'span.font-semibold' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Price (₹)')).toHaveValue('4,999.50');
    await user.type(dialog.getByLabelText(/^Message/), 'Green, as asked.');
    await user.click(dialog.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({
      price: 4999.5,
      days: 21,
      message: 'Green, as asked.',
      productId: '4d3c2b1a-0000-4000-8000-000000000001',
    });
    expect(await screen.findByText('Quoted', { selector: 'span' })).toBeInTheDocument();
  });

  it('declines with an optional note, and shows a refusal inside the dialog', async () => {
    let sent: unknown;
    const { user } = renderPage({
      [`GET ${list}`]: page([makeRequest()]),
      [`POST ${list}/request-1/decline`]: (body) => {
        sent = body;
        return jsonResponse({ success: false, message: requestMessages.alreadyAnswered }, 409);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline REQ-1001' }));
    await user.click(dialog.getByRole('button', { name: 'Decline and mail' }));
    expect(await dialog.findByText(requestMessages.alreadyAnswered)).toBeInTheDocument();
    expect(sent).toEqual({ note: '' });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
