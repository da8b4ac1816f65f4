import type { AdminFooterContact } from '@shahi/contract/schemas';
import { demoSellerSettings } from '@shahi/contract/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { FooterPage } from './footer-page.tsx';

const entries: AdminFooterContact[] = [
  { _id: 'c1', type: 'phone', value: '+91 98140 27311', label: 'Call us', position: 0 },
  { _id: 'c2', type: 'whatsapp', value: '+91 98140 27311', label: 'WhatsApp', position: 1 },
  {
    _id: 'c3',
    type: 'address',
    value: 'SCO 112, Sector 17-C, Chandigarh 160017',
    label: 'Visit',
    position: 2,
  },
  { _id: 'c4', type: 'phone', value: '+91 99999 00000', label: 'Workshop', position: 3 },
];

/** Renders the page with the footer's `entries`, and the seller settings when `seller`. */
function renderPage(seller: boolean) {
  mockApi({
    'GET /api/admin/footer-contacts': entries,
    'GET /api/admin/social-links': [],
    ...(seller ? { 'GET /api/admin/seller': demoSellerSettings } : {}),
  });
  renderWithProviders(<FooterPage />);
}

/** The list item of the entry labelled `label`. */
async function entry(label: string) {
  const list = await screen.findByRole('region', { name: 'Contact entries' });
  const item = (await within(list).findByText(label)).closest('li');
  if (!item) throw new Error(`no entry ${label}`);
  return item;
}

describe('FooterPage', () => {
  it('shows which entries the seller settings replace, and which stay', async () => {
    renderPage(true);
    expect(await screen.findByText(/show the phone \(\+91 172 400 1234\), e-mail/)).toBeInTheDocument();
    expect(await entry('Call us')).toHaveTextContent('Shoppers see +91 172 400 1234 (from Seller settings)');
    expect(await entry('Visit')).toHaveTextContent(
      'Shoppers see SCO 112, Sector 17-D, Chandigarh 160017 (from Seller settings)',
    );
    expect(await entry('Workshop')).toHaveTextContent('Not shown: Seller settings give this detail once');
    expect(await entry('WhatsApp')).not.toHaveTextContent(/Shoppers see|Not shown/);
  });

  it('shows every entry as entered while no seller settings are stored', async () => {
    renderPage(false);
    expect(await screen.findByText(/Once/)).toHaveTextContent(
      'Once Seller settings are filled in, the footer and the contact page show',
    );
    expect(await entry('Call us')).not.toHaveTextContent(/Shoppers see|Not shown/);
    expect(await entry('Workshop')).not.toHaveTextContent(/Shoppers see|Not shown/);
  });
});
