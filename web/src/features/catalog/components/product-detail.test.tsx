import type { Product } from '@shahi/contract';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, PRODUCT_ID } from '#web/test/fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { ProductDetail } from './product-detail.tsx';
import { ProductPurchaseActions } from './product-purchase-actions.tsx';

const productPath = `/api/product/${PRODUCT_ID}`;

function renderDetail(productId = PRODUCT_ID, history = ['/', `/product/${productId}`]) {
  const onAdd = vi.fn();
  const onBuy = vi.fn();
  const result = renderWithProviders(
    <ProductDetail
      productId={productId}
      renderActions={(product: Product) => (
        <ProductPurchaseActions product={product} onAdd={onAdd} onBuy={onBuy} />
      )}
    />,
    { path: '/product/:productId', history },
  );
  return { ...result, onAdd, onBuy };
}

describe('ProductDetail', () => {
  it('shows title, price ₹1,23,456.00, struck MRP and % OFF', async () => {
    mockApi({ [`GET ${productPath}`]: makeProduct({ price: 123456, mrp: 150000 }) });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Phulkari Dupatta' })).toBeInTheDocument();
    expect(screen.getByText('₹1,23,456.00')).toBeInTheDocument();
    expect(screen.getByText('₹1,50,000.00').tagName).toBe('S');
    expect(screen.getByText('18% OFF')).toBeInTheDocument();
    expect(document.title).toBe('Phulkari Dupatta — Shahi Threads');
  });

  it('styles description lines and lists the product details', async () => {
    mockApi({
      [`GET ${productPath}`]: makeProduct({
        description: 'Pure silk$MRP ₹5,000$Was ~~₹6,500~~$40% OFF',
        productDetails: 'Fabric: silk$Wash: dry clean only',
      }),
    });
    renderDetail();
    expect(await screen.findByText('Pure silk')).toHaveAttribute('data-line-kind', 'text');
    expect(screen.getByText('MRP ₹5,000')).toHaveClass('font-bold', 'text-maroon-700');
    expect(screen.getByText('40% OFF')).toHaveClass('text-sale');
    expect(screen.getByText('₹6,500').tagName).toBe('S');
    expect(screen.getByRole('heading', { name: 'Product Details' })).toBeInTheDocument();
    expect(screen.getByText('Wash: dry clean only').tagName).toBe('LI');
  });

  it('shows a thumbnail per gallery image that switches the main photo', async () => {
    mockApi({ [`GET ${productPath}`]: makeProduct() });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Phulkari Dupatta, image 2 of 2' })).toHaveAttribute(
      'src',
      '/images/products/phulkari-2.webp',
    );
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('loads the thumbnails only once the main photo is in (it is the largest paint)', async () => {
    mockApi({ [`GET ${productPath}`]: makeProduct() });
    const { container } = renderDetail();
    const main = await screen.findByRole('img', { name: 'Phulkari Dupatta' });
    const thumbnails = () => container.querySelectorAll('ul[aria-label="Product images"] img');
    expect(thumbnails()).toHaveLength(0);
    fireEvent.load(main);
    expect(thumbnails()).toHaveLength(2);
    expect(thumbnails()[1]).toHaveAttribute('src', '/images/products/phulkari-2-480w.webp');
  });

  it('calls Add and Buy for an available piece', async () => {
    mockApi({ [`GET ${productPath}`]: makeProduct() });
    const user = userEvent.setup();
    const { onAdd, onBuy } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(onBuy).toHaveBeenCalledOnce();
  });

  it.each([
    ['sold', 'Sold'],
    ['reserved', 'Reserved'],
  ] as const)('badges a %s piece and disables Add and Buy', async (status, label) => {
    mockApi({ [`GET ${productPath}`]: makeProduct({ status }) });
    renderDetail();
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
  });

  it('shows "Product Not Found" on 404 and Go Back returns to the previous page', async () => {
    mockApi({
      [`GET ${productPath}`]: () => jsonResponse({ success: false, message: 'Product Not Found' }, 404),
    });
    const user = userEvent.setup();
    const { router } = renderDetail();
    expect(await screen.findByText('Product Not Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows "Product Not Found" for a malformed id without asking the server', async () => {
    const fetchMock = mockApi({});
    renderDetail('not-a-uuid');
    expect(await screen.findByText('Product Not Found')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes home from "Product Not Found" when there is no page to go back to', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { router } = renderDetail('missing', ['/product/missing']);
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows "Failed to fetch product" with Retry on a network error', async () => {
    let calls = 0;
    const fetchMock = mockApi({ [`GET ${productPath}`]: () => makeProduct() });
    fetchMock.mockImplementationOnce(async () => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderDetail();
    expect(await screen.findByText('Failed to fetch product')).toBeInTheDocument();
    expect(screen.getByText('Network error. Please check your connection.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Phulkari Dupatta' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
