import type { Product, SellerDisclosure } from '@shahi/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct, makeSeller, PRODUCT_ID } from '#web/test/fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { ProductDetail } from './product-detail.tsx';

const seller = makeSeller({
  address: 'SCO 42, Sector 17-C',
  carePhone: '+91 98140 12345',
  grievanceOfficer: { name: 'Simran Gill', designation: 'Grievance Officer', email: 'g@x.in', phone: '1' },
});

function renderPage(product: Product, sellerAnswer: SellerDisclosure | Response = seller) {
  mockApi({ [`GET /api/product/${PRODUCT_ID}`]: product, 'GET /api/seller': sellerAnswer });
  renderWithProviders(<ProductDetail productId={PRODUCT_ID} renderActions={() => null} />, {
    path: '/product/:productId',
    history: [`/product/${PRODUCT_ID}`],
  });
}

/** The "Product information" list as term → shown value. */
async function information(): Promise<Record<string, string>> {
  const heading = await screen.findByRole('heading', { name: 'Product information' });
  const section = heading.closest('section') as HTMLElement;
  const terms = within(section).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('Product information', () => {
  it('declares the piece’s own maker, size, MRP and origin, and the seller’s consumer care', async () => {
    renderPage(
      makeProduct({
        price: 8450,
        mrp: 11200,
        declarations: {
          makerName: 'Kashi Handloom Weavers',
          makerAddress: 'Lallapura, Varanasi, Uttar Pradesh 221001',
          countryOfOrigin: 'India',
          genericName: 'Handloom saree',
          netQuantity: '1 piece',
          dimensions: '5.5 m + 0.8 m blouse',
          mrp: 11200,
          handmade: true,
        },
      }),
    );
    expect(await screen.findByRole('link', { name: 'care@shahithreads.in' })).toHaveAttribute(
      'href',
      'mailto:care@shahithreads.in',
    );
    expect(screen.getByRole('link', { name: '+91 98140 12345' })).toHaveAttribute(
      'href',
      'tel:+919814012345',
    );
    expect(await information()).toEqual({
      'Generic name': 'Handloom saree',
      Craft: 'Handmade / hand-embroidered',
      'Net quantity': '1 piece',
      'Dimensions / size': '5.5 m + 0.8 m blouse',
      MRP: '₹11,200.00 (inclusive of all taxes)',
      'Country of origin': 'India',
      'Maker and packer':
        'Made by Kashi Handloom Weavers, Lallapura, Varanasi, Uttar Pradesh 221001; packed and sold by Shahi Threads (Harpreet Kaur Sandhu), SCO 42, Sector 17-C, Chandigarh, Chandigarh 160017',
      'Consumer care': 'care@shahithreads.in · +91 98140 12345',
    });
  });

  it('names the seller as maker, packer and seller when the piece has none; no empty size or craft', async () => {
    renderPage(makeProduct({ declarations: { ...makeProduct().declarations, dimensions: '' } }));
    const sentence =
      'Made, packed and sold by Shahi Threads (Harpreet Kaur Sandhu), SCO 42, Sector 17-C, Chandigarh, Chandigarh 160017';
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    const shown = await information();
    expect(shown['Maker and packer']).toBe(sentence);
    expect(shown).not.toHaveProperty('Dimensions / size');
    expect(shown).not.toHaveProperty('Craft');
    expect(shown).not.toHaveProperty('Unit sale price');
    expect(shown.MRP).toBe('₹1,23,456.00 (inclusive of all taxes)');
  });

  it('shows the unit sale price of a pack of more than one', async () => {
    renderPage(
      makeProduct({
        declarations: { ...makeProduct().declarations, netQuantity: '5 pieces', mrp: 1450 },
      }),
    );
    const shown = await information();
    expect(shown['Unit sale price']).toBe('₹290.00 per piece');
  });

  it('points to the Contact page when the seller cannot be read', async () => {
    renderPage(makeProduct(), jsonResponse({ success: false, message: 'Down' }, 503));
    expect(await screen.findAllByText('See the Contact page', {}, { timeout: 4000 })).toHaveLength(2);
  });
});
