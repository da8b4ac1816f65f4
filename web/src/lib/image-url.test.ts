import { afterEach, describe, expect, it } from 'vitest';
import { fullScreenImageUrl, imageUrl, productImageSrcSet } from './image-url.ts';

afterEach(() => {
  delete window.__SHOP_CONFIG__;
});

describe('imageUrl', () => {
  it('joins the default base and the stored path', () => {
    expect(imageUrl('products/saree.webp')).toBe('/images/products/saree.webp');
  });
  it('picks the narrower variant for a width', () => {
    expect(imageUrl('products/saree.webp', 480)).toBe('/images/products/saree-480w.webp');
  });
  it('uses the injected base URL, adding the missing slash', () => {
    window.__SHOP_CONFIG__ = { imageBaseUrl: 'https://cdn.example.in/img' };
    expect(imageUrl('a.webp')).toBe('https://cdn.example.in/img/a.webp');
  });
  it('leaves absolute URLs alone', () => {
    expect(imageUrl('https://cdn.example.in/a.webp')).toBe('https://cdn.example.in/a.webp');
  });
});

describe('productImageSrcSet', () => {
  it('lists the 480w and 1600w variants around the main 960w file', () => {
    expect(productImageSrcSet('p/x.webp')).toBe(
      '/images/p/x-480w.webp 480w, /images/p/x.webp 960w, /images/p/x-1600w.webp 1600w',
    );
  });
  it('lists the AVIF files, under the base URL', () => {
    window.__SHOP_CONFIG__ = { imageBaseUrl: 'https://cdn.example.in/img/' };
    expect(productImageSrcSet('p/x.webp', 'avif')).toBe(
      'https://cdn.example.in/img/p/x-480w.avif 480w, https://cdn.example.in/img/p/x-960w.avif 960w, https://cdn.example.in/img/p/x-1600w.avif 1600w',
    );
  });
});

describe('fullScreenImageUrl', () => {
  it('is the 1600 px WebP, or the path itself when it has no sizes', () => {
    expect(fullScreenImageUrl('p/x.webp')).toBe('/images/p/x-1600w.webp');
    expect(fullScreenImageUrl('p/x.jpg')).toBe('/images/p/x.jpg');
  });
});
