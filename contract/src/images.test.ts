import { describe, expect, it } from 'vitest';
import {
  hasImageFiles,
  imageSrcSet,
  imageVariant,
  ogImageFile,
  originalImageFile,
  productImageFile,
  productImageSuffixes,
} from './images.ts';

const photo = 'uploads/products/0b9e.webp';

describe('the files of a stored photo', () => {
  it('names each width and format beside the main file, which is the 960 px WebP', () => {
    expect(productImageFile(photo, 480, 'avif')).toBe('uploads/products/0b9e-480w.avif');
    expect(productImageFile(photo, 960, 'avif')).toBe('uploads/products/0b9e-960w.avif');
    expect(productImageFile(photo, 1600, 'webp')).toBe('uploads/products/0b9e-1600w.webp');
    expect(productImageFile(photo, 960, 'webp')).toBe(photo);
    expect(imageVariant(photo, 480)).toBe('uploads/products/0b9e-480w.webp');
  });

  it('names the link preview and the kept original', () => {
    expect(ogImageFile(photo)).toBe('uploads/products/0b9e-og.jpg');
    expect(originalImageFile(photo)).toBe('uploads/products/0b9e-original.jpg');
  });

  it('leaves a path that is not a stored .webp alone: it has no other files', () => {
    for (const path of ['products/a.jpg', 'https://cdn.example.in/a.png', '.webp']) {
      expect(hasImageFiles(path)).toBe(false);
      expect(productImageFile(path, 480, 'avif')).toBe(path);
      expect(imageVariant(path, 480)).toBe(path);
      expect(ogImageFile(path)).toBeUndefined();
      expect(originalImageFile(path)).toBeUndefined();
    }
  });

  it('writes a srcset per format, narrowest first', () => {
    const url = (file: string) => `/images/${file}`;
    expect(imageSrcSet('p/x.webp', 'avif', url)).toBe(
      '/images/p/x-480w.avif 480w, /images/p/x-960w.avif 960w, /images/p/x-1600w.avif 1600w',
    );
    expect(imageSrcSet('p/x.webp', 'webp', url)).toBe(
      '/images/p/x-480w.webp 480w, /images/p/x.webp 960w, /images/p/x-1600w.webp 1600w',
    );
  });

  it('lists every suffix once, the main file last', () => {
    const suffixes = productImageSuffixes(true);
    expect(suffixes).toEqual([
      '-480w.avif',
      '-960w.avif',
      '-1600w.avif',
      '-480w.webp',
      '-1600w.webp',
      '-og.jpg',
      '.webp',
    ]);
    expect(productImageSuffixes(false)).not.toContain('-og.jpg');
  });
});
