import type { FooterContact } from '@shahi/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { isSector17Chandigarh, WorkshopLocation } from './workshop-location.tsx';

function renderWith(address: string) {
  const contacts: FooterContact[] = [{ type: 'address', value: address, label: 'Address' }];
  mockApi({ 'GET /api/footer': { contacts, socialLinks: [], promotion: null } });
  renderWithProviders(<WorkshopLocation />);
}

describe('WorkshopLocation', () => {
  it('draws the Sector 17 map only for an address there', () => {
    expect(isSector17Chandigarh('SCO 112, Sector 17-D, Chandigarh 160017')).toBe(true);
    expect(isSector17Chandigarh('Plot 45, Sector 170, Chandigarh')).toBe(false);
    expect(isSector17Chandigarh('Plot 45, Phase 7, Mohali, Punjab 160062')).toBe(false);
  });

  it("shows another address with a link to find it, not the drawing of Chandigarh's Sector 17", async () => {
    renderWith('Plot 45, Phase 7, Mohali, Punjab 160062');
    expect(await screen.findByText('Plot 45, Phase 7, Mohali, Punjab 160062')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Map of Sector 17/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Find it on OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Plot%2045%2C%20Phase%207%2C%20Mohali%2C%20Punjab%20160062',
    );
  });
});
