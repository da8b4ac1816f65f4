import type { FooterPromotion } from '@shahi/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSeller } from '#web/test/fixtures.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { promotionConditions, SiteFooter } from './site-footer.tsx';

const welcome: FooterPromotion = {
  text: 'SAVE 10% OFF',
  code: 'WELCOME10',
  firstOrderOnly: true,
  minOrder: 0,
  endsAt: null,
};

/** Renders the footer with `promotion` in GET /api/footer; resolves once the contacts are shown. */
async function footerWith(promotion: FooterPromotion | null) {
  mockApi({
    'GET /api/footer': {
      contacts: [{ type: 'email', value: 'care@shahi.in', label: 'Email us' }],
      socialLinks: [],
      promotion,
    },
    'GET /api/seller': makeSeller(),
  });
  renderWithProviders(<SiteFooter />);
  await screen.findByText('Email us');
}

describe('SiteFooter promotion', () => {
  it("shows the owner's text, the code and its conditions while the code can be used", async () => {
    await footerWith(welcome);
    const band = screen.getByRole('region', { name: 'Promotion' });
    expect(band).toHaveTextContent('SAVE 10% OFF');
    expect(band).toHaveTextContent('Use code WELCOME10 at checkout on your first order');
    expect(screen.getByRole('link', { name: 'WELCOME10' })).toHaveAttribute('href', '/shop');
  });

  it('shows no promotion at all, not even the text, when no code can be used', async () => {
    await footerWith(null);
    expect(screen.queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();
    expect(screen.queryByText('SAVE 10% OFF')).not.toBeInTheDocument();
  });

  it('states a minimum order and an end date in India time', () => {
    expect(
      promotionConditions({
        ...welcome,
        firstOrderOnly: false,
        minOrder: 1500,
        endsAt: '2026-12-31T18:29:00.000Z',
      }),
    ).toEqual(['on orders of ₹1,500.00 or more', 'until 31 Dec 2026, 11:59 pm IST']);
    expect(promotionConditions({ ...welcome, firstOrderOnly: false })).toEqual([]);
  });
});
