import { afterEach, describe, expect, it } from 'vitest';
import { imageUrl, productImageSrcSet } from './image-url.ts';

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
  it('lists the 480w variant and the full 960w file', () => {
    expect(productImageSrcSet('p/x.webp')).toBe('/images/p/x-480w.webp 480w, /images/p/x.webp 960w');
  });
});
