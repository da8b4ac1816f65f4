import { describe, expect, it } from 'vitest';
import { picturesAfterLargestPaintShown, showPicturesAfterLargestPaint } from './after-largest-paint.ts';

describe('pictures after the largest paint', () => {
  it('puts the marked templates’ pictures in place (fetched only then), leaving other templates alone', () => {
    document.body.innerHTML = '<main><img alt="Largest" src="/images/l.webp"></main>';
    showPicturesAfterLargestPaint();
    // Nothing was held back: the app draws its pictures as it would on a page of its own.
    expect(picturesAfterLargestPaintShown()).toBe(false);

    document.body.innerHTML = `
      <div class="card"><template data-after-largest-paint=""><img alt="Card" src="/images/a.webp" loading="lazy"></template><h3>Card</h3></div>
      <template id="other"><img alt="Other" src="/images/b.webp"></template>`;
    // A template's content is inert: its image is no element of the page yet.
    expect(document.querySelector('img[alt="Card"]')).toBeNull();
    expect(picturesAfterLargestPaintShown()).toBe(false);

    showPicturesAfterLargestPaint();
    const image = document.querySelector('.card > img');
    expect(image).toHaveAttribute('src', '/images/a.webp');
    expect(image?.nextElementSibling?.tagName).toBe('H3');
    expect(document.querySelector('template[data-after-largest-paint]')).toBeNull();
    expect(document.getElementById('other')).not.toBeNull();
    expect(picturesAfterLargestPaintShown()).toBe(true);

    showPicturesAfterLargestPaint();
    expect(document.querySelectorAll('img[alt="Card"]')).toHaveLength(1);
  });
});
