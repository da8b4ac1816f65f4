import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBanners } from '#web/test/fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { HomeBanners } from './home-banners.tsx';

describe('HomeBanners', () => {
  it('shows the slider with the active banners', async () => {
    mockApi({ 'POST /api/banner/active': makeBanners(2) });
    renderWithProviders(<HomeBanners />);
    expect(await screen.findByRole('img', { name: 'Banner title 1' })).toBeInTheDocument();
  });

  it('says "No banners available" when there are none', async () => {
    mockApi({ 'POST /api/banner/active': [] });
    renderWithProviders(<HomeBanners />);
    expect(await screen.findByText('No banners available')).toBeInTheDocument();
  });

  it('says "Failed to fetch banners" on error', async () => {
    mockApi({ 'POST /api/banner/active': () => jsonResponse({ success: false, message: 'boom' }, 500) });
    renderWithProviders(<HomeBanners />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch banners');
  });
});
