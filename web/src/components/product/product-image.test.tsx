import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductImage } from './product-image.tsx';

describe('ProductImage', () => {
  it('offers an upload in AVIF then WebP at 480, 960 and 1600 px with the same sizes, the <img> sized 960 × 1200', () => {
    const sizes = '(min-width: 768px) 50vw, 100vw';
    const { container } = render(
      <ProductImage path="uploads/products/a/1.webp" alt="Phulkari" sizes={sizes} priority />,
    );
    const picture = container.querySelector('picture');
    const sources = [...(picture?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/images/uploads/products/a/1-480w.avif 480w, /images/uploads/products/a/1-960w.avif 960w, /images/uploads/products/a/1-1600w.avif 1600w',
    );
    expect(sources[0]).toHaveAttribute('sizes', sizes);
    const image = screen.getByRole('img', { name: 'Phulkari' });
    expect(image.parentElement).toBe(picture);
    expect(image).toHaveAttribute('src', '/images/uploads/products/a/1.webp');
    expect(image).toHaveAttribute(
      'srcset',
      expect.stringContaining('/images/uploads/products/a/1-1600w.webp 1600w'),
    );
    expect(image).toHaveAttribute('sizes', sizes);
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '1200');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('offers a drawn demo picture in WebP alone (it has no AVIF files)', () => {
    const { container } = render(<ProductImage path="products/a/1.webp" alt="Demo" />);
    expect(container.querySelectorAll('source')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Demo' })).toHaveAttribute(
      'srcset',
      '/images/products/a/1-480w.webp 480w, /images/products/a/1.webp 960w, /images/products/a/1-1600w.webp 1600w',
    );
  });

  it('draws a path without sized files as a plain lazy <img>', () => {
    const { container } = render(<ProductImage path="https://cdn.example.in/a.jpg" alt="Old" />);
    expect(container.querySelector('picture')).toBeNull();
    const image = screen.getByRole('img', { name: 'Old' });
    expect(image).toHaveAttribute('src', 'https://cdn.example.in/a.jpg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('drops the AVIF source when its file is missing, so the browser takes the WebP', () => {
    const onError = vi.fn();
    const { container } = render(
      <ProductImage path="uploads/products/old.webp" alt="Old piece" onError={onError} />,
    );
    const image = screen.getByRole('img', { name: 'Old piece' });
    // A WebP that fails keeps the AVIF source: only a missing AVIF file is worked around.
    Object.defineProperty(image, 'complete', { configurable: true, value: true });
    Object.defineProperty(image, 'currentSrc', {
      configurable: true,
      value: '/images/uploads/products/old.webp',
    });
    fireEvent.error(image);
    expect(container.querySelector('source')).not.toBeNull();
    Object.defineProperty(image, 'currentSrc', {
      configurable: true,
      value: '/images/uploads/products/old-480w.avif',
    });
    fireEvent.error(image);
    expect(container.querySelector('source')).toBeNull();
    expect(screen.getByRole('img', { name: 'Old piece' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('old-1600w.webp 1600w'),
    );
    expect(onError).toHaveBeenCalledTimes(2);
  });
});
