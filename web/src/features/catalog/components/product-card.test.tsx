import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct, PRODUCT_ID } from '#web/test/fixtures.ts';
import { ProductCard } from './product-card.tsx';

function renderCard(overrides: Parameters<typeof makeProduct>[0] = {}) {
  return render(
    <MemoryRouter>
      <ProductCard product={makeProduct(overrides)} />
    </MemoryRouter>,
  );
}

describe('ProductCard', () => {
  it('links the whole card to the product page', () => {
    renderCard();
    expect(screen.getByRole('link')).toHaveAttribute('href', `/product/${PRODUCT_ID}`);
    expect(screen.getByRole('heading', { name: 'Phulkari Dupatta' })).toBeInTheDocument();
  });

  it('shows the price in rupees with Indian grouping and 2 decimals, without MRP when none', () => {
    renderCard({ price: 123456, mrp: null });
    expect(screen.getByText('₹1,23,456.00')).toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it('strikes through a higher MRP and shows the discount', () => {
    const { container } = renderCard({ price: 750, mrp: 1000 });
    expect(screen.getByText('₹750.00')).toBeInTheDocument();
    const struck = screen.getByText('₹1,000.00');
    expect(struck.tagName).toBe('S');
    expect(container.querySelectorAll('s')).toHaveLength(1);
    expect(screen.getByText('25% OFF')).toBeInTheDocument();
  });

  it('shows no MRP when it is not above the price', () => {
    renderCard({ price: 1000, mrp: 1000 });
    expect(screen.queryByText('₹1,000.00', { selector: 's' })).not.toBeInTheDocument();
  });

  it('uses a lazy 480w/960w/1600w srcset with fixed 4:5 dimensions (a drawn demo picture: WebP alone)', () => {
    renderCard();
    const image = screen.getByRole('img', { name: 'Phulkari Dupatta' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute(
      'srcset',
      '/images/products/phulkari-1-480w.webp 480w, /images/products/phulkari-1.webp 960w, /images/products/phulkari-1-1600w.webp 1600w',
    );
    expect(image.parentElement?.querySelector('source')).toBeNull();
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '1200');
  });

  it('uses image2 as the hover image', () => {
    renderCard();
    expect(screen.getByTestId('product-card-hover-image')).toHaveAttribute(
      'src',
      '/images/products/phulkari-2.webp',
    );
  });

  it('falls back to image1 for the hover image', () => {
    renderCard({ image2: undefined });
    expect(screen.getByTestId('product-card-hover-image')).toHaveAttribute(
      'src',
      '/images/products/phulkari-1.webp',
    );
  });

  it('marks a reserved piece', () => {
    renderCard({ status: 'reserved' });
    expect(screen.getByText('Reserved')).toBeInTheDocument();
  });
});
