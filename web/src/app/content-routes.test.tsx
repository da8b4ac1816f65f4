import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadPage } from '#web/app/router.tsx';
import { makeSeller } from '#web/test/fixtures.ts';
import { mockApi } from '#web/test/render.tsx';
import { renderAppAt } from '#web/test/render-app.tsx';

const FOOTER = {
  contacts: [
    { type: 'phone', value: '+91 98140 27311', label: 'Call us' },
    { type: 'whatsapp', value: '+91 98140 27311', label: 'WhatsApp' },
    { type: 'email', value: 'care@shahithreads.in', label: 'Write to us' },
    { type: 'address', value: 'SCO 112, Sector 17-C, Chandigarh 160017', label: 'Visit the atelier' },
  ],
  socialLinks: [],
};

/** The real route table in a memory router; only the footer and the seller answer, every other call 404s. */
function renderApp(path: string) {
  mockApi({ 'GET /api/footer': FOOTER, 'GET /api/seller': SELLER });
  return renderAppAt(path);
}

/** The heading levels inside the page's <main>, in document order. */
function headingLevels(): number[] {
  const main = screen.getByRole('main');
  return within(main)
    .getAllByRole('heading')
    .map((heading) => Number(heading.tagName.slice(1)));
}

const SELLER = makeSeller();

// The pages' chunks are fetched (and, in tests, compiled) once before the tests, as the app does
// before its first render (main.tsx): a cold compile on a busy machine is not what a test measures.
beforeAll(async () => {
  await Promise.all(['/contact', '/about', '/shippingpolicy'].map((path) => preloadPage(path)));
}, 60_000);

describe('/contact-us', () => {
  it('redirects to /contact', async () => {
    const router = renderApp('/contact-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(router.location().pathname).toBe('/contact');
  });
});

describe('/contact', () => {
  it('shows the form, the contact entries, the seller, the hours and a drawn map with an OpenStreetMap link', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contact Us — Shahi Threads'));
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();

    const reach = screen.getByRole('region', { name: 'Reach us' });
    expect(await within(reach).findByRole('link', { name: '+91 98140 27311' })).toHaveAttribute(
      'href',
      'tel:+919814027311',
    );
    expect(within(reach).getByRole('link', { name: 'care@shahithreads.in' })).toHaveAttribute(
      'href',
      'mailto:care@shahithreads.in',
    );
    expect(within(reach).getByText('Visit the atelier')).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Store hours' })).toHaveTextContent(
      'Monday to Friday, 9:00 to 18:00',
    );

    const map = screen.getByRole('region', { name: 'Find us' });
    expect(within(map).getByRole('img', { name: /Map of Sector 17, Chandigarh/ })).toBeInTheDocument();
    expect(await within(map).findByText('SCO 112, Sector 17-C, Chandigarh 160017')).toBeInTheDocument();
    expect(within(map).getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=30.7398&mlon=76.7827#map=16/30.7398/76.7827',
    );
    // No third-party map: no frame, no external image, no script.
    expect(document.querySelector('iframe, main img, main script')).toBeNull();
    const seller = screen.getByRole('region', { name: 'Seller details' });
    expect(within(seller).getByText('Harpreet Kaur Sandhu (Shahi Threads)')).toBeInTheDocument();
    expect(within(seller).getByText('04ABKPS1234L1ZK')).toBeInTheDocument();
    expect(within(seller).getByRole('link', { name: 'File a grievance' })).toHaveAttribute(
      'href',
      '/grievance',
    );
    // The footer's code arrives in its own chunk (a deferred part, ADR 0046).
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('GSTIN 04ABKPS1234L1ZK')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Grievances' })).toHaveAttribute('href', '/grievance');
    expect(headingLevels()).toEqual([1, 2, 2, 2, 2, 2]);
  });
});

const PAGES = [
  {
    path: '/shippingpolicy',
    title: 'Shipping Policy',
    substance: [
      'within 4 days',
      'Speed Post',
      'domestic courier',
      'Delivery within India is free',
      'Monday to Friday, 9:00 to 18:00',
    ],
  },
  {
    path: '/returnpolicy',
    title: 'Return Policy',
    substance: [
      'We do not accept returns',
      'one of a kind',
      'within 7 days of delivery',
      'we refund it in full or in part and pay the return shipping',
    ],
  },
  {
    path: '/refundpolicy',
    title: 'Refund Policy',
    substance: [
      'No refunds as a rule',
      'Shipping costs are non-refundable',
      'case by case',
      'proof',
      'within 24 hours',
      'refunded in full or in part, with any shipping paid',
      'within 7 days of delivery',
      'we pay the return shipping',
      'credit note',
      'Monday to Friday, 9:00 to 18:00',
    ],
  },
  {
    path: '/privacypolicy',
    title: 'Privacy Policy',
    substance: ['Razorpay', 'never stored by us', 'local storage', 'addresses', 'orders'],
  },
  {
    path: '/termsandconditions',
    title: 'Terms and Conditions',
    substance: [
      'one of a kind',
      'Indian rupees (INR)',
      'the full price you pay',
      'laws of India',
      'courts at Chandigarh',
    ],
  },
  {
    path: '/about',
    title: 'About Us',
    substance: ['Phulkari', 'Handloom', 'One piece, once', 'Fair pay', 'Slow craft', 'Chandigarh'],
  },
] as const;

describe.each(PAGES)('$path', ({ path, title, substance }) => {
  it('has one h1, headings in order, the date, its substance and its tab title', async () => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} — Shahi Threads`));
    const levels = headingLevels();
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 28 November 2026');
    const text = screen.getByRole('article').textContent ?? '';
    for (const phrase of substance) expect(text).toContain(phrase);
  });
});

describe('policy links', () => {
  it('lead to the contact page and the sibling policies through the router', async () => {
    renderApp('/refundpolicy');
    await screen.findByRole('heading', { level: 1, name: 'Refund Policy' });
    const article = screen.getByRole('article');
    expect(within(article).getAllByRole('link', { name: 'contact page' })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(article).getAllByRole('link', { name: 'Return Policy' })[0]).toHaveAttribute(
      'href',
      '/returnpolicy',
    );
  });
});
