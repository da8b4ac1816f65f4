import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AfterLargestPaint, ServerRenderContext } from './after-largest-paint.tsx';

const photo = <img alt="Phulkari" src="/images/p.webp" loading="lazy" />;

describe('AfterLargestPaint', () => {
  it('renders its pictures into an inert template on the server', () => {
    const markup = renderToString(
      <ServerRenderContext value={true}>
        <AfterLargestPaint when={false}>{photo}</AfterLargestPaint>
      </ServerRenderContext>,
    );
    expect(markup).toBe(
      '<template data-after-largest-paint=""><img alt="Phulkari" src="/images/p.webp" loading="lazy"/></template>',
    );
  });

  it('draws them in the browser when the component says so, at once by default', () => {
    const { container, rerender } = render(<AfterLargestPaint>{photo}</AfterLargestPaint>);
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/p.webp');
    expect(container.querySelector('template')).toBeNull();
    rerender(<AfterLargestPaint when={false}>{photo}</AfterLargestPaint>);
    expect(container).toBeEmptyDOMElement();
  });
});
