import { msg } from '@lingui/core/macro';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { privacyPolicy } from '#web/features/pages/content/privacy-policy.ts';
import { shippingPolicy } from '#web/features/pages/content/shipping-policy.ts';
import { termsAndConditions } from '#web/features/pages/content/terms.ts';
import type { PageContent } from '#web/features/pages/types.ts';
import { i18n, loadLocale } from '#web/lib/i18n.ts';
import { makeSeller } from '#web/test/fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { ContentPage, formatPageDate } from './content-page.tsx';

const PAGE: PageContent = {
  title: 'Sample Policy',
  lastUpdated: '2026-11-21',
  lead: ['Read this with care, or ', { text: 'ask us', href: '/contact' }, '.'],
  summary: ['First point.', 'Second point.'],
  sections: [
    {
      heading: 'A section',
      blocks: [
        'A plain paragraph.',
        { list: ['One item.', ['An item with ', { text: 'a site', href: 'https://example.in/' }]] },
      ],
      subsections: [{ heading: 'A subsection', blocks: ['Inside the subsection.'] }],
    },
  ],
};

describe('ContentPage', () => {
  it('renders the title, date, lead, key points, sections and subsections with headings in order', () => {
    renderWithProviders(<ContentPage content={PAGE} />);
    const headings = screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent]);
    expect(headings).toEqual([
      ['H1', 'Sample Policy'],
      ['H2', 'In short'],
      ['H2', 'A section'],
      ['H3', 'A subsection'],
    ]);
    expect(screen.getByText('21 November 2026')).toHaveAttribute('dateTime', '2026-11-21');
    expect(within(screen.getByRole('region', { name: 'In short' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('A plain paragraph.').tagName).toBe('P');
    expect(screen.getByText('Inside the subsection.')).toBeInTheDocument();
    expect(document.title).toBe('Sample Policy — Shahi Threads');
  });

  it('links shop paths through the router and other addresses in a new tab', () => {
    renderWithProviders(<ContentPage content={PAGE} />);
    expect(screen.getByRole('link', { name: 'ask us' })).toHaveAttribute('href', '/contact');
    const external = screen.getByRole('link', { name: 'a site (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://example.in/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('formats dates as the calendar day, whatever the time zone', () => {
    expect(formatPageDate('2026-11-21')).toBe('21 November 2026');
    expect(formatPageDate('2027-01-01')).toBe('1 January 2027');
  });
});

describe('ContentPage seller facts', () => {
  const PRICES: PageContent = {
    title: 'Prices',
    lastUpdated: '2026-11-28',
    lead: ['Prices are in rupees. ', { sellerFact: 'gstPrices' }],
    sections: [{ heading: 'Privacy', blocks: [[{ sellerFact: 'privacyContact' }, ' Write any time.']] }],
  };

  it('says prices include GST for a registered seller, and names the grievance officer', async () => {
    const seller = makeSeller({ gstMode: 'registered' });
    mockApi({ 'GET /api/seller': seller });
    renderWithProviders(<ContentPage content={PRICES} />);
    expect(await screen.findByText('Prices are in rupees. All prices include GST.')).toBeInTheDocument();
    const officer = seller.grievanceOfficer;
    expect(
      screen.getByText(
        `Our grievance officer, ${officer.name} (${officer.designation}), answers for your personal data: ${officer.email}, ${officer.phone}. Write any time.`,
      ),
    ).toBeInTheDocument();
  });

  it('says no GST is charged for an unregistered seller, and never that GST is included', async () => {
    mockApi({ 'GET /api/seller': makeSeller({ gstMode: 'unregistered', gstin: '' }) });
    renderWithProviders(<ContentPage content={PRICES} />);
    expect(
      await screen.findByText(
        'Prices are in rupees. Our workshop is not registered under GST; no GST is charged.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/include GST/)).not.toBeInTheDocument();
  });

  it('says only what is true either way while the seller is unknown', async () => {
    mockApi({
      'GET /api/seller': jsonResponse({ success: false, message: 'Seller details are not set' }, 503),
    });
    renderWithProviders(<ContentPage content={PRICES} />);
    expect(
      screen.getByText('Prices are in rupees. The price shown is the full price you pay.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/GST/)).not.toBeInTheDocument();
  });

  it('words the terms and the shipping policy by GST mode, and never says Punjab of Chandigarh', async () => {
    mockApi({ 'GET /api/seller': makeSeller({ gstMode: 'unregistered', gstin: '' }) });
    const terms = renderWithProviders(<ContentPage content={termsAndConditions('Shahi Threads')} />);
    expect(await screen.findAllByText(/no GST is charged/)).toHaveLength(2);
    expect(document.body).not.toHaveTextContent(/include GST/);
    expect(document.body).toHaveTextContent('a handcraft workshop in Chandigarh (Union Territory), India');
    expect(document.body).not.toHaveTextContent('Punjab, India');
    expect(document.body).toHaveTextContent(
      'without prejudice to your right to approach the consumer commission where you live or work',
    );
    expect(screen.getByRole('heading', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'razorpay.com/support (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://razorpay.com/support/',
    );
    expect(document.body).toHaveTextContent(
      'You must be 18 or older to create an account or place an order.',
    );
    terms.unmount();

    renderWithProviders(<ContentPage content={shippingPolicy('Shahi Threads')} />);
    expect(await screen.findByText(/no GST is charged/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/include GST/);
  });

  it('lists every kind of data in the privacy notice with why and how long', () => {
    mockApi({ 'GET /api/seller': makeSeller() });
    renderWithProviders(<ContentPage content={privacyPolicy('Shahi Threads')} />);
    const kinds = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(kinds).toEqual([
      'Your account',
      'Addresses',
      'Orders and tax documents',
      'Claims and their photographs',
      'Grievances and contact messages',
      'Made-to-order requests',
      'New-piece alerts (the digest)',
      'Checkout reminders and checkout visits',
      'Wishlist and shopping bag',
      'Security data: IP addresses, counters and server logs',
      'Mail and text messages we send',
      'Backups',
    ]);
    for (const heading of screen.getAllByRole('heading', { level: 3 })) {
      const items = within(heading.parentElement as HTMLElement).getAllByRole('listitem');
      expect(items.map((item) => item.textContent?.split(':')[0])).toEqual(['What', 'Why', 'How long']);
    }
    expect(document.body).not.toHaveTextContent('We write to you only about your account and orders');
    expect(document.body).toHaveTextContent('72 months from the due date of the GST annual return');
    expect(document.body).toHaveTextContent('server logs for 180 days');
    expect(document.body).toHaveTextContent('complain to the Data Protection Board of India');
  });
});

describe('ContentPage in Hindi', () => {
  const bindingNote = msg`This translation is for your convenience; the English text is the binding version.`;

  afterEach(async () => {
    await loadLocale('en');
  });

  it('says under the title that the English text binds, on a translated page only', async () => {
    mockApi({ 'GET /api/seller': makeSeller() });
    const english = renderWithProviders(<ContentPage content={PAGE} />);
    expect(screen.queryByText(i18n._(bindingNote))).not.toBeInTheDocument();
    english.unmount();

    await loadLocale('hi');
    renderWithProviders(<ContentPage content={PAGE} />);
    const note = screen.getByText(i18n._(bindingNote));
    expect(note.previousElementSibling).toHaveTextContent(/2026/);
  });

  it('places a policy’s links where the translated sentence puts them', async () => {
    await loadLocale('hi');
    // The sentence's own placeholder, named as the terms name it.
    const privacyPolicy = '';
    i18n.load('hi', {
      [msg`Privacy Policy`.id]: 'गोपनीयता नीति',
      [msg`How we treat your data is described in our ${privacyPolicy}.`.id]:
        'हम आपके डेटा के साथ कैसा व्यवहार करते हैं, यह हमारी {privacyPolicy} में बताया गया है।',
    });
    mockApi({ 'GET /api/seller': makeSeller() });
    renderWithProviders(<ContentPage content={termsAndConditions('Shahi Threads')} />);
    const link = screen.getByRole('link', { name: 'गोपनीयता नीति' });
    expect(link).toHaveAttribute('href', '/privacypolicy');
    expect(link.parentElement).toHaveTextContent(
      /^हम आपके डेटा के साथ कैसा व्यवहार करते हैं, यह हमारी गोपनीयता नीति में बताया गया है।$/,
    );
  });
});
